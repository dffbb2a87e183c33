import { nfkc } from "../navigator/text";

/**
 * A visitor's query as the decision log keeps it: what they asked, without what could identify them. E-mail
 * addresses, phone numbers and runs of six or more digits (account, card, ID numbers) are replaced before anything
 * is stored; the text is also normalized (NFKC, lower case, single spaces, at most 200 characters) so that the
 * report can count the same question asked twice.
 */
export const MAX_LOGGED_QUERY_LENGTH = 200;

const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/gu;
// A phone number: optional +, then at least 7 digits with the usual separators between them.
const PHONE = /\+?\(?\d(?:[\s().-]*\d){6,}/gu;
const LONG_DIGITS = /\d{6,}/gu;

// Most queries hold neither a digit nor an @ (NFKC has already turned full-width ones into these).
const MAY_IDENTIFY = /[\d@]/u;

/** `text` with e-mail addresses, phone numbers and long digit runs replaced (NFKC first, so full-width ones too). */
function withoutIdentifiers(text: string): string {
  const normalized = nfkc(text);
  return MAY_IDENTIFY.test(normalized)
    ? normalized
        .replace(EMAIL, "[email]")
        .replace(PHONE, (match) => ((match.match(/\d/g)?.length ?? 0) >= 7 ? "[phone]" : match))
        .replace(LONG_DIGITS, "[number]")
    : normalized;
}

export function redactQuery(query: string): string {
  return withoutIdentifiers(query)
    .toLowerCase()
    .replace(/\s+/gu, " ")
    .trim()
    .slice(0, MAX_LOGGED_QUERY_LENGTH);
}

/**
 * A visitor's comment on an answer, as the log keeps it: their words as written, without the e-mail addresses,
 * phone numbers and long numbers a visitor may type there too ("call me at ...").
 */
export function redactComment(comment: string): string {
  return withoutIdentifiers(comment).trim();
}
