import type { Locale } from "../locales";

/**
 * What the server itself says to a visitor when it turns a request away before any page could: the rate limit's
 * answer, as JSON to the API's clients and on the relay's error page to a browser that posted the form. Side by side
 * per locale, because one server answers in both languages; a locale without its texts fails the typecheck.
 */
export const serverMessages: Readonly<Record<Locale, { tooManyRequests: string }>> = {
  en: { tooManyRequests: "Too many requests: try again in {seconds} seconds." },
  ko: { tooManyRequests: "요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요." },
};
