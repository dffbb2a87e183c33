import type { Locale } from "../locales";

/**
 * What the server itself says to a visitor when it turns a request away before any page could: the rate limit's
 * answer (JSON to the API's clients, the relay's error page to a browser that posted the form) and the message of a
 * failure on the server's side (shown under "details" when a page's data could not load). Side by side per locale,
 * because one server answers in both languages; a locale without its texts fails the typecheck.
 */
export const serverMessages: Readonly<Record<Locale, { tooManyRequests: string; internalError: string }>> = {
  en: {
    tooManyRequests: "Too many requests: try again in {seconds} seconds.",
    internalError: "Something went wrong on our side.",
  },
  ko: {
    tooManyRequests: "요청이 너무 많습니다. {seconds}초 후에 다시 시도해 주세요.",
    internalError: "서버에서 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
  },
};
