/**
 * The contact form's privacy notice and consent: what it collects, why and for how long, said before the visitor
 * sends anything, and the required box that records their consent (the store keeps it with the notice's version,
 * content/privacy-notice.ts). The relay answers a post without consent with `required`, in the form's language.
 */
export const consentMessages = {
  heading: "Consent to the collection and use of personal data",
  rows: [
    {
      term: "What we collect",
      detail:
        "Your name, e-mail address and message, and your company if you give it; the page you write from and your IP address are recorded with them.",
    },
    {
      term: "Why",
      detail:
        "To confirm receipt of your inquiry by e-mail, answer it and follow it up (a call, a proof of concept); the IP address only to stop abuse of the form.",
    },
    {
      term: "How long",
      detail:
        "Until you ask us to delete your inquiry: the site does not delete inquiries by itself. Write to {email} and we delete every inquiry from your address.",
    },
  ],
  refusal:
    "You may refuse. Without your consent this form cannot send your inquiry; you can still write to us at {email}.",
  checkbox: "I agree to the collection and use of my personal data described above",
  policyLink: "Privacy policy (opens in a new tab)",
  required:
    "Please agree to the collection and use of your personal data, or we cannot receive your inquiry.",
  /** The relay's answers to a post made without the form (the form itself always sends a known version). */
  fieldLabel: "Consent",
  versionLabel: "Privacy notice",
  versionUnknown: "This is not a version of the privacy notice that this site has shown.",
} as const;

export type ConsentMessages = typeof consentMessages;
