import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";
import type { Locale } from "../../content/locales";
import { FONT_FILES } from "./font-files";

/**
 * Self-hosted Pretendard (SIL OFL 1.1) for Korean text, one regular-weight subset per edition (the trade-offs are in
 * docs/decisions/0054-korean-edition.md):
 * - `pretendard-ko.woff2`: every Hangul glyph the Korean edition can show (its pages, the shared messages, the
 *   navigator's Korean answers, the app's own strings). The Korean pages preload it and declare it
 *   `font-display: block`, so a first visit on a system without a Korean font shows Korean, never boxes, and the
 *   font cannot swap in late (CLS 0).
 * - `pretendard-en.woff2`: the few Hangul glyphs an English page shows (the 한국어 switch, the forum badge, the
 *   helper phrases' Korean examples); tiny, preloaded, `font-display: optional`.
 * Latin text uses the system UI font in both editions; bold Korean is synthesized from the regular weight.
 * Written into public/fonts/ before the Vite build so the CSS references real files.
 */

/** Hangul syllables, jamo and compatibility jamo: what the unicode-range in app/styles.css covers. */
export const HANGUL = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;

/**
 * Never shown to a visitor: tests, evaluation data, and what the navigator learns from (the lexicon, the visitor
 * and out-of-scope requests: thousands of Korean words no page displays).
 */
const NEVER_SHOWN =
  /(^|\/)(eval|__tests__)(\/|$)|\.test\.tsx?$|^content\/navigator\/(lexicon\.ts|out-of-scope\.ts|requests\/)/;
/** What only the Korean edition shows: its own text modules and the navigator's Korean answers. */
const KOREAN_ONLY = /^content\/(ko\/|navigator\/responses\.ts$)/;

export function siteCharacters(root: string, locale: Locale): string {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join("/");
      if (NEVER_SHOWN.test(rel) || (locale === "en" && KOREAN_ONLY.test(rel))) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const c of readFileSync(full, "utf8")) if (HANGUL.test(c)) chars.add(c);
    }
  };
  for (const dir of ["content", "app"]) walk(path.join(root, dir));
  return [...chars].sort().join("");
}

export interface SubsetReport {
  locale: Locale;
  file: string;
  chars: number;
  bytes: number;
}

export async function writeSubsetFonts(root: string, outDir: string): Promise<SubsetReport[]> {
  const require = createRequire(import.meta.url);
  const regular = readFileSync(require.resolve("pretendard/dist/web/static/woff2/Pretendard-Regular.woff2"));
  mkdirSync(outDir, { recursive: true });
  const reports: SubsetReport[] = [];
  for (const locale of Object.keys(FONT_FILES) as Locale[]) {
    const text = siteCharacters(root, locale);
    const subset = await subsetFont(regular, text, { targetFormat: "woff2" });
    writeFileSync(path.join(outDir, FONT_FILES[locale]), subset);
    reports.push({ locale, file: FONT_FILES[locale], chars: text.length, bytes: subset.length });
  }
  return reports;
}
