import type { Locale } from "../locales";

/**
 * The thank-you mail the built-in relay may send to the address a visitor typed. It carries only this
 * server-configured text, never anything the visitor typed (name, message, company, subject): otherwise anyone
 * could use the form to mail a text of their choosing to a stranger's address. One text per locale; a locale
 * without one fails the typecheck.
 */
export const autoresponseMessages: Readonly<Record<Locale, { subject: string; text: string }>> = {
  en: {
    subject: "We received your inquiry",
    text:
      "Hello,\n\nThank you for contacting Nullspace. We have received your inquiry, and a member of our team will " +
      "reply within 24 hours.\n\nThis is an automatic confirmation; there is no need to answer it.\n\n" +
      "— The Nullspace team",
  },
  ko: {
    subject: "문의가 접수되었습니다",
    text:
      "안녕하세요.\n\nNullspace에 문의해 주셔서 감사합니다. 보내 주신 문의가 정상적으로 접수되었으며, " +
      "담당자가 24시간 이내에 답변드리겠습니다.\n\n이 메일은 자동으로 발송되었으며, 회신하지 않으셔도 됩니다.\n\n" +
      "Nullspace 팀 드림",
  },
};

/**
 * The relay's answers and the mailbox copy's default subject (server side), keyed by locale. Only English
 * exists yet: the relay answers in it whatever the form's language; the Korean edition adds a "ko" entry.
 */
export const relayMessages = {
  en: {
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
} as const satisfies Partial<Record<Locale, Record<string, string>>>;
