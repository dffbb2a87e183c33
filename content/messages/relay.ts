/** Answers and mail texts of the built-in relay (server side). */
export const relayMessages = {
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
} as const;
