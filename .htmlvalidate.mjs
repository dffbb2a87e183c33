import { defineConfig } from "html-validate";

/**
 * What the HTML validator holds every prerendered page to (tests/e2e/html-valid.spec.ts; by hand, after a build:
 * `npx html-validate dist/client`).
 *
 * Kept, from the recommended and document presets: the content models (what an element may contain and where it
 * may stand: `element-permitted-content`, `element-required-content` and the rest), forms (`form-dup-name`,
 * `wcag/h32` a form has a submit button, `no-implicit-button-type`, labels and autocomplete), ARIA
 * (`aria-label-misuse`: a list's name is screen-reader text before it, not an `aria-label`; `no-redundant-role`,
 * `hidden-focusable`, `unique-landmark`, the WCAG techniques), headings and titles (`heading-level`,
 * `empty-heading`, `long-title`), duplicate ids and the document's structure.
 *
 * Dropped: rules about how markup is spelled, not what it means. React writes `<meta />`, `hidden=""`,
 * `disabled=""` and camel-cased attribute names (`hrefLang`), Vite writes `<!doctype html>`, and the page template
 * has trailing spaces; browsers read each of these exactly like the preferred spelling.
 */
export default defineConfig({
  extends: ["html-validate:recommended", "html-validate:document"],
  rules: {
    "void-style": "off",
    "doctype-style": "off",
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    "attr-case": "off",
    "attr-quotes": "off",
    "element-case": "off",
    "no-trailing-whitespace": "off",
    "no-inline-style": "off",
    // An id must be non-empty and without spaces, as HTML says; React's useId ids (`_R_2_`) start with "_".
    "valid-id": ["error", { relaxed: true }],
    // Subresource integrity matters for what another origin serves; the site's own hashed assets need none.
    "require-sri": ["error", { target: "crossorigin" }],
  },
});
