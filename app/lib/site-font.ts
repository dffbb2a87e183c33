import {
  FONT_WEIGHT_NAMES,
  FONT_WEIGHTS,
  HANGUL,
  HANGUL_RANGE,
  PAGE_FONT_ATTRIBUTE,
  PAGE_FONT_FAMILY,
  TYPING_FONT_FILE,
} from "./font-faces";

/** The family that leads the page's stack (app/styles.css): the page's own, or the site's on a page rendered on request. */
const leadingFamily = () =>
  document.documentElement.hasAttribute(PAGE_FONT_ATTRIBUTE) ? PAGE_FONT_FAMILY : "Pretendard";

/** Loads a face of `file` and adds it to `family` once loaded, so no text is hidden while it downloads. */
function addFace(family: string, file: string, weight: string): void {
  const face = new FontFace(family, `url(/fonts/${file}) format("woff2")`, {
    weight,
    display: "block",
    unicodeRange: HANGUL_RANGE,
  });
  face.load().then(
    (loaded) => document.fonts.add(loaded),
    () => undefined,
  );
}

/**
 * Adds the site's whole Korean font files (both weights) to a prerendered page's own family (app/styles.css). The
 * page's first paint uses only the glyphs it carries inline; the rest of the Korean the site can show (the next page
 * after a client-side navigation, a navigator answer, a toast) then draws from these files. Called once the page is
 * quiet. Their glyphs are the page's own, so nothing moves when they join. A page rendered on request already uses
 * the files; an English page shows no Korean but its switch until a visitor types some, which the typing font draws.
 */
export function fetchSiteFont(): void {
  const root = typeof document === "undefined" ? null : document.documentElement;
  if (!root || root.lang !== "ko" || !root.hasAttribute(PAGE_FONT_ATTRIBUTE)) return;
  for (const name of FONT_WEIGHT_NAMES)
    addFace(PAGE_FONT_FAMILY, FONT_WEIGHTS[name].file, FONT_WEIGHTS[name].weight);
}

const isTextField = (element: EventTarget | null): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

/**
 * Adds the typing font (157 KB) to the leading family when the visitor is about to type Korean, so what they type
 * (and its echo in the navigator's conversation) is drawn by the same font as the page around it, not syllable by
 * syllable by whatever the system has. On a Korean page that is their first focus of a text field (or now, if one
 * has focus); on an English page, the first Hangul in a text field (typed, composed or pasted), so an English
 * visitor never downloads it. Its glyphs are the page's own, so nothing on the page moves.
 */
export function fetchTypingFont(): void {
  if (typeof document === "undefined") return;
  const load = () => addFace(leadingFamily(), TYPING_FONT_FILE, FONT_WEIGHTS.regular.weight);
  if (document.documentElement.lang !== "ko") {
    const hasHangul = (target: EventTarget | null) => isTextField(target) && HANGUL.test(target.value);
    // Typed before this ran: the field already holds it.
    if (hasHangul(document.activeElement)) return load();
    const onInput = (event: Event) => {
      if (!hasHangul(event.target)) return;
      document.removeEventListener("input", onInput, true);
      load();
    };
    document.addEventListener("input", onInput, true);
    return;
  }
  if (isTextField(document.activeElement)) return load();
  const onFocus = (event: FocusEvent) => {
    if (!isTextField(event.target)) return;
    document.removeEventListener("focusin", onFocus);
    load();
  };
  document.addEventListener("focusin", onFocus);
}

/**
 * The app's fonts after the first load: called once the visitor interacts (a focus on a text field is one) or the
 * page has gone quiet, from a chunk of its own, so none of this is in the first load.
 */
export function startFonts(): void {
  fetchSiteFont();
  fetchTypingFont();
}
