/** Visible UI text of the Service area (portal, catalogue, forum page, platform pages). */
export const serviceMessages = {
  portal: {
    servicesCard: {
      title: "Services Catalogue",
      description:
        "Seven production and pre-release platforms: threshold key custody, encrypted identity and databases, post-quantum functions, confidential tokenization, private analytics, a zk-rollup and an actor ledger.",
      count: "{count} platforms",
      action: "Browse Services",
    },
    communityCard: {
      title: "Community Forum",
      description:
        "Ask questions, share what you build and follow design discussions with the Nullspace engineers and researchers.",
      action: "Join Community",
    },
    highlightsHeading: "Why build on Nullspace services",
    highlights: [
      {
        title: "Standards first",
        text: "FIPS 203, 204 and 205 post-quantum algorithms, CKKS with HomomorphicEncryption.org parameters, and audited zero-knowledge circuits.",
      },
      {
        title: "Your keys, your infrastructure",
        text: "Managed cloud, your VPC or on-premises; secret keys stay in your HSMs or with your users.",
      },
      {
        title: "One developer experience",
        text: "Every platform ships REST and gRPC APIs and SDKs for Go, TypeScript and Python, documented in DevHub.",
      },
    ],
    ctaHeading: "Find the platform for your problem",
    ctaText:
      "Compare all seven platforms side by side, or join the community to ask the engineers who build them.",
    exploreAll: "Explore All Services",
    joinCommunity: "Join Community",
  },
  comingSoonToast: {
    title: "Coming Soon!",
    description: "The community forum is coming soon! Stay tuned for updates.",
  },
  catalogue: {
    listLabel: "Nullspace services",
    featuresLabel: "Key features of {title}",
    status: { active: "Available", beta: "Beta", "coming-soon": "Coming soon" },
  },
  platform: {
    whatItIs: "What it is",
    facts: "At a glance",
    features: "Features",
    howItWorks: "How it works",
    whoItIsFor: "Who it is for",
    backToCatalogue: "All services",
    step: "Step {n}",
  },
  forum: {
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
  },
} as const;
