/**
 * The site's font faces for Korean text, named once for the build (scripts/lib/fonts.ts writes the site's file and
 * each page's own face) and the app (which adds the site's file to a page's face once the page is quiet).
 * app/styles.css declares the stacks that use them.
 */

/** Under /fonts/: every Hangul glyph the site can show, in either edition. */
export const SITE_FONT_FILE = "pretendard.woff2";

/** The Hangul unicode-range of every face. */
export const HANGUL_RANGE = "U+1100-11FF, U+3130-318F, U+AC00-D7A3";

/** The family of a prerendered page's inline subset, first in its font stack. */
export const PAGE_FONT_FAMILY = "Pretendard page";

/** Marks (on `<html>`) a page that carries its own font, which selects the stack led by `PAGE_FONT_FAMILY`. */
export const PAGE_FONT_ATTRIBUTE = "data-page-font";

/**
 * How the Korean template asks for the site's font with the document. A prerendered page replaces it with its own
 * inline subset; a Korean page rendered on request (a 404 for an unknown detail id) keeps it.
 */
export const KOREAN_FONT_PRELOAD = `<link rel="preload" href="/fonts/${SITE_FONT_FILE}" as="font" type="font/woff2" crossorigin />`;
