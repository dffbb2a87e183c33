/** Visible text of /thank-you. */
export const thankYouMessages = {
  title: "Thank You!",
  lead: "Your message has been sent successfully. We appreciate your interest in Nullspace.",
  nextHeading: "What happens next?",
  nextSteps: [
    "Our enterprise team reviews your inquiry and routes it to the right specialist.",
    "You receive a reply within 24 hours, usually with a few questions about your data and environment.",
    "If it helps, we schedule a technical call or a proof-of-concept scoping session.",
  ],
  backHome: "Back to Home",
  goBack: "Go Back",
  directLine: "Prefer e-mail? Write to us directly at",
} as const;
