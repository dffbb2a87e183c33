/** Visible text of the contact form, dialog, relay answers and thank-you page (spec §4, §8, thank-you screen). */
export const contactMessages = {
  form: {
    nameLabel: "Name",
    namePlaceholder: "Your full name",
    companyLabel: "Company",
    companyOptional: "(optional)",
    companyPlaceholder: "Your organisation",
    emailLabel: "Email",
    emailPlaceholder: "you@company.com",
    messageLabel: "Message",
    messagePlaceholder: "Tell us about your project, data and timeline.",
    submit: "Send Message",
    sending: "Sending...",
    required: "required",
    errorSummary: "Please correct the highlighted fields.",
    /** The `_autoresponse` text the spec's client sends; the built-in relay uses its own server-side copy. */
    autoresponse:
      "Thank you for contacting Nullspace. We have received your inquiry and will reply within 24 hours.",
  },
  validation: {
    nameRequired: "Please enter your name.",
    nameTooLong: "Please keep your name under 100 characters.",
    companyTooLong: "Please keep the company name under 120 characters.",
    emailRequired: "Please enter your e-mail address.",
    emailInvalid: "Please enter a valid e-mail address, like name@company.com.",
    emailTooLong: "That e-mail address is too long.",
    messageRequired: "Please tell us how we can help.",
    messageTooLong: "Please keep your message under 5,000 characters.",
    contextTooLong: "The page context is too long.",
    subjectTooLong: "The subject is too long.",
    nextTooLong: "The return address is too long.",
    autoresponseTooLong: "The autoresponse text is too long.",
  },
  toast: {
    successTitle: "Message Sent Successfully",
    successDescription: "Thank you for your inquiry. Our team will get back to you soon.",
    errorTitle: "Error Sending Message",
    errorDescription: "Please try again later or contact us directly at {email}",
  },
  dialog: {
    close: "Close",
  },
  thankYou: {
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
  },
  /** Answers of the built-in relay (server side). */
  relay: {
    autoresponseSubject: "We received your inquiry",
    autoresponseText:
      "Hello {name},\n\nThank you for contacting Nullspace. We have received your inquiry and a member of our team will reply within 24 hours.\n\nFor reference, your message:\n\n{message}\n\n— The Nullspace team",
    defaultSubject: "New inquiry from the Nullspace portal",
    accepted: "Your inquiry has been received. We will reply within 24 hours.",
    invalidTitle: "Your message could not be sent",
    invalidLead: "Please go back, correct the following and send it again:",
    back: "Use your browser's Back button to return to the form.",
    unknownMailbox: "This form relay only delivers to the site's own contact mailbox.",
    forbiddenOrigin: "Form posts are accepted only from this site's own pages.",
    unsupportedType: "Send the form as application/x-www-form-urlencoded (or JSON on the AJAX route).",
    unavailable: "We could not store your message right now. Please try again later or write to {email}.",
  },
} as const;

export type ContactMessages = typeof contactMessages;
