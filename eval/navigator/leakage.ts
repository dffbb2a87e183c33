import { editDistance } from "../../server/navigator/text";

/**
 * Leakage between the navigator's tuning data and a held-out set: a held-out query that equals, or nearly equals,
 * a phrase the engine was tuned on measures memory, not generalisation. Pure: the caller supplies both lists and
 * decides what to print (the blind set's queries must never be printed).
 */
export interface Leak {
  /** Index of the held-out query in the list given. */
  index: number;
  /** The tuning phrase it duplicates. */
  phrase: string;
  kind: "exact" | "near";
  /** Token-set Jaccard similarity (1 for an exact duplicate). */
  jaccard: number;
  /** Edit distance of the space-free forms over the longer one's length (0 for an exact duplicate). */
  editRatio: number;
}

export interface LeakOptions {
  /** Near duplicate when the token-set Jaccard similarity is at least this. */
  minJaccard: number;
  /** Near duplicate when the space-free edit distance ratio is at most this. */
  maxEditRatio: number;
}

export const DEFAULT_LEAK_OPTIONS: LeakOptions = { minJaccard: 0.8, maxEditRatio: 0.15 };

/** Case, width (NFKC), punctuation and spacing removed from the comparison. */
export function normalizeForLeak(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

interface Prepared {
  text: string;
  compact: string;
  tokens: ReadonlySet<string>;
}

function prepare(text: string): Prepared {
  const normal = normalizeForLeak(text);
  return { text, compact: normal.replace(/ /g, ""), tokens: new Set(normal.split(" ").filter(Boolean)) };
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Every held-out query that duplicates a tuning phrase (its closest one), in held-out order. */
export function findLeaks(
  heldOut: readonly string[],
  tuning: readonly string[],
  options: LeakOptions = DEFAULT_LEAK_OPTIONS,
): Leak[] {
  const phrases = tuning.map(prepare).filter((p) => p.compact !== "");
  const exact = new Map(phrases.map((p) => [p.compact, p]));
  const leaks: Leak[] = [];
  heldOut.forEach((query, index) => {
    const q = prepare(query);
    if (q.compact === "") return;
    const same = exact.get(q.compact);
    if (same) {
      leaks.push({ index, phrase: same.text, kind: "exact", jaccard: 1, editRatio: 0 });
      return;
    }
    let best: Leak | null = null;
    for (const p of phrases) {
      const longer = Math.max(p.compact.length, q.compact.length);
      const cap = Math.floor(longer * options.maxEditRatio);
      const j = jaccard(q.tokens, p.tokens);
      const d = editDistance(q.compact, p.compact, cap);
      const ratio = d > cap ? 1 : d / longer;
      if (j < options.minJaccard && ratio > options.maxEditRatio) continue;
      if (!best || j - ratio > best.jaccard - best.editRatio) {
        best = { index, phrase: p.text, kind: "near", jaccard: j, editRatio: ratio };
      }
    }
    if (best) leaks.push(best);
  });
  return leaks;
}
