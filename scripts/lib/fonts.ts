import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import {
  HANGUL_RANGE,
  KOREAN_FONT_PRELOAD,
  PAGE_FONT_ATTRIBUTE,
  PAGE_FONT_FAMILY,
  SITE_FONT_FILE,
} from "../../app/lib/font-faces";

/**
 * Self-hosted Pretendard (SIL OFL 1.1) for Korean text, in two forms (the trade-offs are in
 * docs/decisions/0054-korean-edition.md; the faces' names in app/lib/font-faces.ts):
 * - Each prerendered page with Hangul carries exactly its own glyphs inline, as a data-URI `@font-face` in its head
 *   (`withPageFont`): 9-28 KB on a Korean page, under 1 KB on an English one (the 한국어 switch). Its text paints
 *   with the stylesheet and needs no font request. The face is `font-display: block`, so a visitor without a
 *   Korean system font never sees boxes, and nothing swaps in later.
 * - `pretendard.woff2`: every Hangul glyph the site can show (its pages, the shared messages, the navigator's
 *   Korean answers, the app's own strings). Once a page is quiet the app adds it to the page's family
 *   (app/lib/site-font.ts), for the next page after a client-side navigation, an answer or a toast. A page rendered
 *   on request (a 404 for an unknown detail id) has no face of its own: a Korean one preloads this file.
 * Latin text uses the system UI font; bold Korean is synthesized from the regular weight. The site's file is
 * written into public/fonts/ before the Vite build so the CSS references a real file.
 */

/** Hangul syllables, jamo and compatibility jamo: what `HANGUL_RANGE` covers. */
export const HANGUL = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;

/**
 * Never shown to a visitor: tests, evaluation data, and what the navigator learns from (the lexicon, the visitor
 * and out-of-scope requests: thousands of Korean words no page displays).
 */
const NEVER_SHOWN =
  /(^|\/)(eval|__tests__)(\/|$)|\.test\.tsx?$|^content\/navigator\/(lexicon\.ts|out-of-scope\.ts|requests\/)/;
/** Every Hangul character the site's text modules and app code can show, in either edition. */
export function siteCharacters(root: string): string {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join("/");
      if (NEVER_SHOWN.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const c of readFileSync(full, "utf8")) if (HANGUL.test(c)) chars.add(c);
    }
  };
  for (const dir of ["content", "app"]) walk(path.join(root, dir));
  return [...chars].sort().join("");
}

export interface SiteFontReport {
  file: string;
  chars: number;
  bytes: number;
}

/** Writes the site's font file into `outDir`. */
export async function writeSiteFont(root: string, outDir: string): Promise<SiteFontReport> {
  const text = siteCharacters(root);
  const subset = await subsetFont(pretendardRegular(), text, { targetFormat: "woff2" });
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, SITE_FONT_FILE), subset);
  return { file: SITE_FONT_FILE, chars: text.length, bytes: subset.length };
}

/** The Hangul a page shows: its markup's text and attributes, not its scripts (the dehydrated data included). */
export function pageCharacters(html: string): string {
  const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  return [...new Set(shown.match(new RegExp(HANGUL.source, "g")) ?? [])].sort().join("");
}

let regularFont: Buffer | null = null;
function pretendardRegular(): Buffer {
  regularFont ??= readFileSync(
    createRequire(import.meta.url).resolve("pretendard/dist/web/static/woff2/Pretendard-Regular.woff2"),
  );
  return regularFont;
}

/**
 * A page with its own font: an inline `@font-face` holding exactly the page's glyphs (in place of the Korean
 * template's preload of the site's file), and `<html>` marked so the page's stack leads with it. A page without
 * Hangul is returned as it is.
 */
export async function withPageFont(html: string): Promise<string> {
  const chars = pageCharacters(html);
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  if (!chars || !htmlTag || !html.includes("</head>")) return html;
  const subset = await subsetFont(pretendardRegular(), chars, { targetFormat: "woff2" });
  const face =
    `@font-face{font-family:"${PAGE_FONT_FAMILY}";font-weight:400;font-display:block;` +
    `unicode-range:${HANGUL_RANGE};src:url(data:font/woff2;base64,${subset.toString("base64")}) format("woff2")}`;
  const style = `<style>${face}</style>`;
  const marked = html.replace(htmlTag, () => htmlTag.replace(/>$/, ` ${PAGE_FONT_ATTRIBUTE}>`));
  return marked.includes(KOREAN_FONT_PRELOAD)
    ? marked.replace(KOREAN_FONT_PRELOAD, () => style)
    : marked.replace("</head>", () => `  ${style}\n  </head>`);
}
