import { autoresponseMessages } from "../../content/messages/relay";
import { escapeHtml } from "../../content/html";
import type { Inquiry } from "./schema";

export interface OutgoingMail {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
}

/** Whether the sender agreed to the privacy notice, and to which version; rows from before the form asked have none. */
const consentLine = (i: Pick<Inquiry, "privacyConsent" | "privacyNoticeVersion">): string =>
  i.privacyConsent ? `yes (notice ${i.privacyNoticeVersion ?? "?"})` : "not recorded";

/** The mailbox copy of an inquiry in the FormSubmit "table" template: one row per field. */
export function composeNotification(inquiry: Inquiry): OutgoingMail {
  const fields: Array<[string, string]> = [
    ["Name", inquiry.name],
    ["Company", inquiry.company || "-"],
    ["Email", inquiry.email],
    ["Message", inquiry.message],
    ["Context", inquiry.context || "-"],
    ["Language", inquiry.locale],
    ["Privacy consent", consentLine(inquiry)],
    ["Received", inquiry.createdAt],
    ["Reference", inquiry.id],
  ];
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px;border:1px solid #cbd5e1;background:#f1f5f9">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 12px;border:1px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return {
    to: inquiry.mailbox,
    replyTo: inquiry.email,
    subject: inquiry.subject,
    text: fields.map(([label, value]) => `${label}: ${value}`).join("\n"),
    html: `<table cellspacing="0" style="border-collapse:collapse;font-family:sans-serif;font-size:14px">${rows}</table>`,
  };
}

/**
 * The thank-you mail to the submitter, in the form's language: the server's own text and nothing the visitor
 * typed, so the form cannot be used to mail a chosen text to someone else's address.
 */
export function composeAutoresponse(inquiry: Pick<Inquiry, "email" | "locale">): OutgoingMail {
  const { subject, text } = autoresponseMessages[inquiry.locale];
  return { to: inquiry.email, subject, text };
}
