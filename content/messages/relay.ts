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

/** The subject of the mailbox copy when the form sent none (read by the site's owner, so in English). */
export const mailboxDefaultSubject = "New inquiry from the Nullspace portal";

/** What the relay says to a visitor, in one language. */
export interface RelayMessages {
  /** The answer to an AJAX post that was stored. */
  accepted: string;
  /** The error page's title, per status; other statuses use `failedTitle`. */
  titles: Readonly<Partial<Record<number, string>>>;
  failedTitle: string;
  invalidLead: string;
  back: string;
  unknownMailbox: string;
  forbiddenOrigin: string;
  unsupportedType: string;
  tooLarge: string;
  /** `{email}`: the contact address, to write to directly. */
  unavailable: string;
  /** Any other refusal. */
  retry: string;
  /** Names of the hidden fields in a list of problems; the visible ones are the form's own labels. */
  fieldLabels: Readonly<
    Record<"context" | "_subject" | "_next" | "_autoresponse" | "_honey" | "_locale", string>
  >;
}

/**
 * The relay's answers and error pages, in the form's language (its `_locale` field); a locale without them fails the
 * typecheck. English titles are the HTTP names, as the relay has always answered.
 */
export const relayMessages: Readonly<Record<Locale, RelayMessages>> = {
  en: {
    accepted: "Your inquiry has been received. We will reply within 24 hours.",
    titles: {
      403: "Forbidden",
      404: "Not Found",
      413: "Payload Too Large",
      415: "Unsupported Media Type",
      429: "Too Many Requests",
      503: "Service Unavailable",
    },
    failedTitle: "Your message could not be sent",
    invalidLead: "Please go back, correct the following and send it again:",
    back: "Use your browser's Back button to return to the form.",
    unknownMailbox: "This form relay only delivers to the site's own contact mailbox.",
    forbiddenOrigin: "Form posts are accepted only from this site's own pages.",
    unsupportedType: "Send the form as application/x-www-form-urlencoded (or JSON on the AJAX route).",
    tooLarge: "The form is too large to accept. Please shorten your message and send it again.",
    unavailable: "We could not store your message right now. Please try again later or write to {email}.",
    retry: "Please try again in a moment.",
    fieldLabels: {
      context: "Context",
      _subject: "Subject",
      _next: "Return address",
      _autoresponse: "Autoresponse",
      _honey: "Honeypot",
      _locale: "Language",
    },
  },
  ko: {
    accepted: "문의가 정상적으로 접수되었습니다. 24시간 이내에 답변드리겠습니다.",
    titles: {},
    failedTitle: "문의를 보내지 못했습니다",
    invalidLead: "이전 페이지로 돌아가 아래 항목을 고친 뒤 다시 보내 주세요.",
    back: "브라우저의 뒤로 가기 버튼을 누르면 문의 양식으로 돌아갑니다.",
    unknownMailbox: "이 양식은 사이트의 문의 메일함으로만 보낼 수 있습니다.",
    forbiddenOrigin: "문의 양식은 이 사이트의 페이지에서만 보낼 수 있습니다.",
    unsupportedType:
      "양식은 application/x-www-form-urlencoded 형식으로 보내 주세요(AJAX 경로는 JSON도 받습니다).",
    tooLarge: "보내신 내용이 너무 커서 받을 수 없습니다. 문의 내용을 줄여 다시 보내 주세요.",
    unavailable:
      "지금은 문의를 저장할 수 없습니다. 잠시 후 다시 시도하시거나 {email} 주소로 메일을 보내 주세요.",
    retry: "잠시 후 다시 시도해 주세요.",
    fieldLabels: {
      context: "페이지 정보",
      _subject: "제목",
      _next: "돌아갈 주소",
      _autoresponse: "자동 응답",
      _honey: "스팸 방지 항목",
      _locale: "언어",
    },
  },
};
