import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * Self-hosted Pretendard (SIL OFL 1.1) for the site's Korean text, subset to the Hangul the site can show: every
 * string in content/ (pages, messages, navigator answers; not the navigator's evaluation queries) and app/.
 * The @font-face rules carry a Hangul unicode-range, so English-only pages never download it and it cannot sit on
 * their first paint's critical path (Latin text uses the system UI font).
 * Written into public/fonts/ before the Vite build so the CSS references real files. Characters outside the
 * subset (a visitor's own Korean input) fall back to the system font glyph by glyph.
 */
export const FONT_WEIGHTS = [
  { weight: 400, file: "Pretendard-Regular.woff2" },
  { weight: 600, file: "Pretendard-SemiBold.woff2" },
  { weight: 700, file: "Pretendard-Bold.woff2" },
] as const;

const SOURCE_DIRS = ["content", "app"];
/** Hangul syllables, jamo and compatibility jamo: what the unicode-range in app/styles.css covers. */
export const HANGUL = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;
const SKIP = /(^|\/)(eval|__tests__)(\/|$)|\.test\.tsx?$/;

export function siteCharacters(root: string): string {
  const chars = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join("/");
      if (SKIP.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name))
        for (const c of readFileSync(full, "utf8")) if (HANGUL.test(c)) chars.add(c);
    }
  };
  for (const dir of SOURCE_DIRS) walk(path.join(root, dir));
  return [...chars].sort().join("");
}

export async function writeSubsetFonts(
  root: string,
  outDir: string,
): Promise<{ files: number; bytes: number; chars: number }> {
  const require = createRequire(import.meta.url);
  const fontDir = path.dirname(require.resolve("pretendard/dist/web/static/woff2/Pretendard-Regular.woff2"));
  const text = siteCharacters(root);
  mkdirSync(outDir, { recursive: true });
  let bytes = 0;
  for (const { weight, file } of FONT_WEIGHTS) {
    const subset = await subsetFont(readFileSync(path.join(fontDir, file)), text, { targetFormat: "woff2" });
    writeFileSync(path.join(outDir, `pretendard-${weight}.woff2`), subset);
    bytes += subset.length;
  }
  return { files: FONT_WEIGHTS.length, bytes, chars: text.length };
}
