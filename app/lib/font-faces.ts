/**
 * The site's font faces for Korean text, named once for the build (scripts/lib/fonts.ts writes the site's files and
 * each page's own faces) and the app (which adds the site's files to a page's family once the page is quiet).
 * app/styles.css declares the stacks that use them.
 */

/**
 * The two weights Korean is drawn in: regular text, and semibold for headings and emphasis (any weight from 600:
 * a real weight, not a synthesized smear of the regular one). `file` is the site's file under /fonts/, every Hangul
 * glyph the site can show, in either edition.
 */
export const FONT_WEIGHTS = {
  regular: { file: "pretendard.woff2", weight: "400" },
  semibold: { file: "pretendard-semibold.woff2", weight: "600 900" },
} as const;
export type FontWeightName = keyof typeof FONT_WEIGHTS;

/**
 * Under /fonts/: the regular weight of every Hangul syllable in everyday use (the 2,350 of KS X 1001) and the jamo an
 * input method shows while a syllable is being composed, for what visitors type (157 KB, fetched when they first
 * focus a text field).
 */
export const TYPING_FONT_FILE = "pretendard-typing.woff2";
export const FONT_WEIGHT_NAMES = Object.keys(FONT_WEIGHTS) as FontWeightName[];

/** The Hangul unicode-range of every face: jamo, compatibility jamo (what an input method shows mid-syllable), syllables. */
export const HANGUL_RANGE = "U+1100-11FF, U+3130-318F, U+AC00-D7A3";

/** One character of `HANGUL_RANGE`. */
export const HANGUL = new RegExp(
  `[${HANGUL_RANGE.replace(/U\+([0-9A-F]+)-([0-9A-F]+)/g, "\\u$1-\\u$2").replace(/,\s*/g, "")}]`,
);

/** The family of a prerendered page's inline subset, first in its font stack. */
export const PAGE_FONT_FAMILY = "Pretendard page";

/** Marks (on `<html>`) a page that carries its own font, which selects the stack led by `PAGE_FONT_FAMILY`. */
export const PAGE_FONT_ATTRIBUTE = "data-page-font";

/**
 * How the Korean template asks for the site's font with the document. A prerendered page replaces it with its own
 * inline subset; a Korean page rendered on request (a 404 for an unknown detail id) keeps it.
 */
export const KOREAN_FONT_PRELOAD = `<link rel="preload" href="/fonts/${FONT_WEIGHTS.regular.file}" as="font" type="font/woff2" crossorigin />`;
