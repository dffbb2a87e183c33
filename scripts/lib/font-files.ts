import type { Locale } from "../../content/locales";

/** Each edition's Korean font file under /fonts/ (written by scripts/lib/fonts.ts, preloaded by each edition). */
export const FONT_FILES = { en: "pretendard-en.woff2", ko: "pretendard-ko.woff2" } as const satisfies Record<
  Locale,
  string
>;
