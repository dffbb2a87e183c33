/** Visible UI text of the community forum page (/service/community-forum). */
export const forumMessages = {
  badge: "Opening soon",
  intro:
    "The Nullspace community forum is where long-form questions, design reviews and research discussions will live, searchable and moderated, in English and Korean.",
  boardsHeading: "Planned boards",
  boards: [
    {
      title: "Announcements",
      text: "Releases, security advisories, deprecations and event news from the Nullspace team.",
    },
    {
      title: "Platform Q&A",
      text: "One board per platform (CUSP, PrivID / TorusDB, PQC-Function, Tokenis, Epsilon, Ledger Actor Fabric) answered by its engineers.",
    },
    {
      title: "Research",
      text: "Discussion of our papers, parameter choices and open problems in homomorphic encryption, lattices and zero knowledge.",
    },
    {
      title: "Show and Tell",
      text: "Projects built with Nullspace SDKs and open-source libraries, with feedback from the community.",
    },
    {
      title: "한국어 게시판",
      text: "Korean-language questions and answers, moderated by our Seoul team.",
      lang: "ko",
    },
  ],
  guidelinesHeading: "Community guidelines",
  guidelines: [
    "Be respectful; critique ideas, not people.",
    "Never post private keys, API secrets or customer data, even from a test environment.",
    "Report vulnerabilities privately to the security team, not in a public thread.",
    "Include versions, parameters and a minimal reproduction when asking for help.",
  ],
  meanwhileHeading: "Until the forum opens",
  meanwhileText: "You can already get help and follow our work through these channels.",
  github: "Discuss on GitHub",
  githubUnavailable: "GitHub link coming soon",
  docs: "Read the Developer Docs",
  community: "Community channels and events",
  notify: "Join Community",
} as const;
