/** The site's languages. English is the default; the Korean edition adds pages and texts keyed by "ko". */
export const LOCALES = ["en", "ko"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
