/**
 * Visible text of the contact form and dialog. The thank-you page (messages/thank-you.ts) and the
 * relay's answers (messages/relay.ts) have their own modules so neither page loads the other's text.
 */
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
    /**
     * The `_autoresponse` text the form sends (FormSubmit's convention, for a third-party relay); the built-in relay
     * uses its own server-side copy.
     */
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
    localeInvalid: "The form's language must be en or ko.",
  },
  toast: {
    successTitle: "Message Sent Successfully",
    successDescription: "Thank you for your inquiry. Our team will get back to you soon.",
    errorTitle: "Error Sending Message",
    errorDescription: "Please try again later or contact us directly at {email}",
  },
} as const;

export type ContactMessages = typeof contactMessages;

/** The contact dialog's frame: in the page's own code, so the dialog opens with the click. */
export const contactDialogMessages = {
  close: "Close",
} as const;
