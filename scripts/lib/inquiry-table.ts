import type { Inquiry } from "../../server/inquiries/schema";

const cell = (value: string, width: number) => {
  const flat = value.replace(/\s+/g, " ");
  return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
};

/** What happened to the autoresponse the form asked for (or "-" when it asked for none). */
export function autoresponseState(i: Inquiry): string {
  if (!i.wantsAutoresponse) return "-";
  if (i.autoresponseSentAt) return "sent";
  if (i.autoresponseSkipped) return `skipped: ${i.autoresponseSkipped}`;
  return i.autoresponseGrantedAt ? "allowed" : "not yet";
}

/** The visitor's consent and the notice version they agreed to; inquiries from before the form asked have none. */
export function consentState(i: Inquiry): string {
  return i.privacyConsent ? `yes ${i.privacyNoticeVersion ?? "?"}` : "not recorded";
}

/** `npm run inquiries`' table: one line per inquiry, long values cut to their column. */
export function inquiryTable(rows: readonly Inquiry[]): string {
  const columns: Array<[string, number, (i: Inquiry) => string]> = [
    ["created", 24, (i) => i.createdAt],
    ["status", 7, (i) => i.status],
    ["tries", 5, (i) => String(i.attempts)],
    ["autoresponse", 22, autoresponseState],
    ["consent", 14, consentState],
    ["name", 20, (i) => i.name],
    ["email", 28, (i) => i.email],
    ["context", 28, (i) => i.context],
    ["message", 40, (i) => i.message],
  ];
  const header = columns.map(([title, width]) => cell(title, width)).join("  ");
  const lines = rows.map((row) => columns.map(([, width, get]) => cell(get(row), width)).join("  "));
  return [header, "-".repeat(header.length), ...lines].join("\n");
}
