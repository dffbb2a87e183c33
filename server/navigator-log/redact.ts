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

export function redactQuery(query: string): string {
  const normalized = nfkc(query);
  const redacted = MAY_IDENTIFY.test(normalized)
    ? normalized
        .replace(EMAIL, "[email]")
        .replace(PHONE, (match) => ((match.match(/\d/g)?.length ?? 0) >= 7 ? "[phone]" : match))
        .replace(LONG_DIGITS, "[number]")
    : normalized;
  return redacted.toLowerCase().replace(/\s+/gu, " ").trim().slice(0, MAX_LOGGED_QUERY_LENGTH);
}
