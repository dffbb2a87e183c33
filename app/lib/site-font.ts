import {
  FONT_WEIGHT_NAMES,
  FONT_WEIGHTS,
  HANGUL_RANGE,
  PAGE_FONT_ATTRIBUTE,
  PAGE_FONT_FAMILY,
} from "./font-faces";

/**
 * Adds the site's whole Korean font files (both weights) to a prerendered page's own family (app/styles.css). The
 * page's first paint uses only the glyphs it carries inline; the rest of the Korean the site can show (the next page
 * after a client-side navigation, a navigator answer, a toast, Korean a visitor types) then draws from these files.
 * Called once the page is quiet. Each face is loaded before it joins the family, so no text is hidden while it
 * downloads, and its glyphs are the page's own, so nothing moves when it does. A page rendered on request already
 * uses the files.
 */
export function fetchSiteFont(): void {
  if (typeof document === "undefined" || !document.documentElement.hasAttribute(PAGE_FONT_ATTRIBUTE)) return;
  for (const name of FONT_WEIGHT_NAMES) {
    const { file, weight } = FONT_WEIGHTS[name];
    const face = new FontFace(PAGE_FONT_FAMILY, `url(/fonts/${file}) format("woff2")`, {
      weight,
      display: "block",
      unicodeRange: HANGUL_RANGE,
    });
    face.load().then(
      (loaded) => document.fonts.add(loaded),
      () => undefined,
    );
  }
}
