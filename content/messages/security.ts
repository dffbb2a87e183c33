/**
 * The vulnerability disclosure policy (/security). Placeholders are filled from the configuration and from
 * content/vulnerability-disclosure.ts: {email} the contact mailbox, {site} the site's host, {acknowledge},
 * {assess} and {disclose} the promised times. /.well-known/security.txt points here.
 */
export const securityMessages = {
  intro:
    "We build cryptography, so we want to hear about every weakness in what we publish. This page says what you may test, how to report what you find, what we do with your report and how soon, and our promise not to pursue anyone who researches in good faith.",
  scope: {
    heading: "Scope",
    items: [
      "This website ({site}) and everything under it, its API included.",
      "The contact form's relay and the AI navigator.",
      "Nullspace's open-source libraries, cryptographic flaws included: a broken proof, a side channel, parameters that miss their security level.",
    ],
  },
  report: {
    heading: "How to report",
    text: "Write to {email} with \u201cSecurity\u201d in the subject, in English or Korean. Please keep the issue private, out of public forums and GitHub issues, until it is fixed.",
    /** {file} is the link to /.well-known/security.txt. */
    machine: "Tools find the same contact in {file}.",
  },
  include: {
    heading: "What to include",
    items: [
      "The affected address, component or library, and its version.",
      "The steps to reproduce the issue, and a proof of concept (a request, a script or a failing test).",
      "What an attacker could do with it, as you see it.",
      "Whether, and how, you would like to be credited.",
    ],
  },
  response: {
    heading: "What happens next",
    items: [
      "We acknowledge your report within {acknowledge} business days.",
      "Within {assess} business days we tell you whether we could reproduce it and how severe we judge it.",
      "We keep you informed until it is fixed, and agree the date of disclosure with you: at the latest {disclose} days after your report, unless we agree otherwise.",
      "If you wish, we credit you in the fix's release notes.",
    ],
  },
  safeHarbour: {
    heading: "Safe harbour",
    text: "If you research in good faith and within this policy, we consider your research authorised: we will not take legal action against you or report you to the police, and if someone else does, we will make clear that you acted with our permission. In return, please:",
    items: [
      "access, change or delete no data that is not yours, and stop and tell us as soon as you see someone else's personal data;",
      "not degrade the service: no denial of service, and no flooding of the contact form or our mailbox;",
      "not use social engineering, phishing or physical access against our staff or offices;",
      "give us a reasonable time to fix the issue before you disclose it.",
    ],
  },
  outOfScope: {
    heading: "Out of scope",
    items: [
      "Denial of service and load or rate-limit testing.",
      "Social engineering, phishing and physical attacks.",
      "Reports from automated scanners without a demonstrated impact.",
      "Missing security headers or settings without a concrete attack (the site sets no cookies).",
      "Clickjacking on pages without an action to hijack, and self-XSS.",
      "The mail settings (SPF, DKIM, DMARC) of our domains.",
      "Services of others that we use (GitHub, Discord, the e-mail provider): please report to them.",
    ],
  },
  bounty: {
    heading: "Rewards",
    text: "We do not run a paid bug bounty: there is no monetary reward unless we have agreed one with you in writing before you start. We gladly thank reporters by name, with their consent.",
  },
} as const;

export type SecurityMessages = typeof securityMessages;
