import type { Locale } from "./locales";

/**
 * This build's edition (the Korean build reads content/ko/locale.ts instead): its language, where its pages live,
 * and the other edition, for the language switch and the hreflang alternates.
 */
export const edition = {
  locale: "en" as Locale,
  /** Where this edition's pages live: "" for English, "/ko" for Korean. */
  prefix: "",
  /** Open Graph locale. */
  ogLocale: "en_US",
  other: { locale: "ko" as Locale, prefix: "/ko", label: "한국어", ogLocale: "ko_KR" },
};
