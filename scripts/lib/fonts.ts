import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import {
  FONT_WEIGHT_NAMES,
  FONT_WEIGHTS,
  HANGUL,
  HANGUL_RANGE,
  KOREAN_FONT_PRELOAD,
  PAGE_FONT_ATTRIBUTE,
  PAGE_FONT_FAMILY,
  TYPING_FONT_FILE,
  type FontWeightName,
} from "../../app/lib/font-faces";

/**
 * Self-hosted Pretendard (SIL OFL 1.1) for Korean text, in regular and semibold (the trade-offs are in
 * docs/decisions/0054-korean-edition.md; the faces' names in app/lib/font-faces.ts):
 * - Each prerendered page with Hangul carries exactly its own glyphs inline, as data-URI `@font-face`s in its head
 *   (`withPageFont`): the regular weight of every syllable it shows and the semibold of those it shows at 600 or
 *   heavier (docs/performance.md has the sizes), under 1 KB on an English page (the 한국어 switch). Its text paints
 *   with the stylesheet and needs no font request. The faces are `font-display: block`, so a visitor without a
 *   Korean system font never sees boxes, and nothing swaps in later.
 * - `pretendard.woff2` and `pretendard-semibold.woff2`: every Hangul glyph the site can show (its pages, the shared
 *   messages, the navigator's Korean answers, the app's own strings). Once a page is quiet the app adds them to the
 *   page's family (app/lib/site-font.ts), for the next page after a client-side navigation, an answer or a toast. A
 *   page rendered on request (a 404 for an unknown detail id) has no face of its own: a Korean one preloads the
 *   regular file.
 * - `pretendard-typing.woff2`: what visitors may type (`typingCharacters`), fetched when they are about to type
 *   Korean.
 * Latin text uses the system UI font. The site's files are written into public/fonts/ before the Vite build so the
 * CSS references real files.
 */

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

/** Pretendard's static file for each weight the site draws. */
const SOURCES: Record<FontWeightName, string> = {
  regular: "Pretendard-Regular.woff2",
  semibold: "Pretendard-SemiBold.woff2",
};
const sources = new Map<FontWeightName, Buffer>();
function pretendard(name: FontWeightName): Buffer {
  let font = sources.get(name);
  if (!font) {
    const file = `pretendard/dist/web/static/woff2/${SOURCES[name]}`;
    font = readFileSync(createRequire(import.meta.url).resolve(file));
    sources.set(name, font);
  }
  return font;
}

export interface SiteFontReport {
  file: string;
  chars: number;
  bytes: number;
}

/**
 * What visitors may type: the 2,350 Hangul syllables of KS X 1001 (the set Korean text in everyday use keeps to) and
 * the compatibility jamo an input method shows mid-syllable.
 */
export function typingCharacters(): string {
  const euckr = new TextDecoder("euc-kr");
  let chars = "";
  for (let lead = 0xb0; lead <= 0xc8; lead++)
    for (let trail = 0xa1; trail <= 0xfe; trail++) chars += euckr.decode(new Uint8Array([lead, trail]));
  for (let code = 0x3131; code <= 0x318e; code++) chars += String.fromCharCode(code);
  return [...new Set(chars)].filter((c) => HANGUL.test(c)).join("");
}

/** Writes the site's font files (one per weight, and the typing font) into `outDir`. */
export async function writeSiteFonts(root: string, outDir: string): Promise<SiteFontReport[]> {
  const text = siteCharacters(root);
  mkdirSync(outDir, { recursive: true });
  const reports: SiteFontReport[] = [];
  for (const name of FONT_WEIGHT_NAMES) {
    const subset = await subsetFont(pretendard(name), text, { targetFormat: "woff2" });
    writeFileSync(path.join(outDir, FONT_WEIGHTS[name].file), subset);
    reports.push({ file: FONT_WEIGHTS[name].file, chars: text.length, bytes: subset.length });
  }
  const typed = typingCharacters();
  const typing = await subsetFont(pretendard("regular"), typed, { targetFormat: "woff2" });
  writeFileSync(path.join(outDir, TYPING_FONT_FILE), typing);
  reports.push({ file: TYPING_FONT_FILE, chars: typed.length, bytes: typing.length });
  return reports;
}

/** The Hangul a page shows: its markup's text and attributes, not its scripts (the dehydrated data included). */
export function pageCharacters(html: string): string {
  const shown = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
  return [...new Set(shown.match(new RegExp(HANGUL.source, "g")) ?? [])].sort().join("");
}

const VOID_ELEMENTS = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;
/** Classes (Tailwind's, variants included) and elements that draw text at 600 or heavier. */
const BOLD_CLASS = /(^|[\s:])font-(semibold|bold|extrabold|black)(\s|$)/;
const LIGHT_CLASS = /(^|[\s:])font-(thin|extralight|light|normal|medium)(\s|$)/;
const BOLD_ELEMENT = /^(h[1-6]|strong|b|th)$/i;

/**
 * The Hangul a page shows in semibold or bold: text inside an element whose class asks for 600 or more, or inside a
 * heading, `strong`, `b` or `th` that no class makes lighter. Generous on purpose: a glyph listed here and never
 * drawn bold costs a few bytes; one missed would be drawn by another font.
 */
export function boldCharacters(html: string): string {
  const body = html
    .slice(Math.max(0, html.indexOf("<body")))
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, "");
  const bold: boolean[] = [];
  const chars = new Set<string>();
  for (const [, close, tag = "", attributes = "", text] of body.matchAll(
    /<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g,
  )) {
    if (text !== undefined) {
      if (bold.at(-1)) for (const c of text.match(new RegExp(HANGUL.source, "g")) ?? []) chars.add(c);
    } else if (close) bold.pop();
    else if (!VOID_ELEMENTS.test(tag) && !attributes.endsWith("/")) {
      const classes = /\bclass="([^"]*)"/.exec(attributes)?.[1] ?? "";
      bold.push(
        BOLD_CLASS.test(classes) ||
          (!LIGHT_CLASS.test(classes) && (BOLD_ELEMENT.test(tag) || (bold.at(-1) ?? false))),
      );
    }
  }
  return [...chars].sort().join("");
}

/**
 * A page with its own font: inline `@font-face`s holding exactly the page's glyphs, regular and semibold (in place
 * of the Korean template's preload of the site's file), and `<html>` marked so the page's stack leads with them. A
 * page without Hangul is returned as it is.
 */
export async function withPageFont(html: string): Promise<string> {
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0];
  const glyphs: Record<FontWeightName, string> = {
    regular: pageCharacters(html),
    semibold: boldCharacters(html),
  };
  if (!glyphs.regular || !htmlTag || !html.includes("</head>")) return html;
  let faces = "";
  for (const name of FONT_WEIGHT_NAMES) {
    if (!glyphs[name]) continue;
    const subset = await subsetFont(pretendard(name), glyphs[name], { targetFormat: "woff2" });
    faces +=
      `@font-face{font-family:"${PAGE_FONT_FAMILY}";font-weight:${FONT_WEIGHTS[name].weight};font-display:block;` +
      `unicode-range:${HANGUL_RANGE};src:url(data:font/woff2;base64,${subset.toString("base64")}) format("woff2")}`;
  }
  const style = `<style>${faces}</style>`;
  const marked = html.replace(htmlTag, () => htmlTag.replace(/>$/, ` ${PAGE_FONT_ATTRIBUTE}>`));
  return marked.includes(KOREAN_FONT_PRELOAD)
    ? marked.replace(KOREAN_FONT_PRELOAD, () => style)
    : marked.replace("</head>", () => `  ${style}\n  </head>`);
}
