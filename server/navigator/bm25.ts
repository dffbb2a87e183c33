/** Okapi BM25 over weighted feature bags (one bag per destination). */
export interface Bm25Index {
  /**
   * `weight` lets a caller count some query features less (e.g. the several bigrams of one Korean word); `out`
   * (one slot per document) is overwritten and returned, so a caller can reuse one buffer.
   */
  score(features: readonly string[], weight?: (feature: string) => number, out?: Float64Array): Float64Array;
  idf(feature: string): number;
}

export function buildBm25(docs: readonly Map<string, number>[], k1 = 1.2, b = 0.6): Bm25Index {
  const n = docs.length;
  const lengths = docs.map((d) => [...d.values()].reduce((a, v) => a + v, 0));
  const avg = lengths.reduce((a, v) => a + v, 0) / Math.max(1, n);
  const lists = new Map<string, { doc: number; tf: number }[]>();
  docs.forEach((doc, i) => {
    for (const [f, tf] of doc) {
      const list = lists.get(f) ?? [];
      list.push({ doc: i, tf });
      lists.set(f, list);
    }
  });
  // Each document's length normalisation, once (it does not depend on the query).
  const norms = lengths.map((length) => k1 * (1 - b + (b * length) / avg));
  const idfs = new Map<string, number>();
  for (const [f, list] of lists) idfs.set(f, Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5)));
  // A feature's whole contribution to each document it occurs in depends on nothing the query says (apart from
  // the caller's weight): computed once, kept in typed arrays, so scoring is a multiply-add per posting.
  const postings = new Map<string, { docs: Int32Array; contributions: Float64Array }>();
  for (const [f, list] of lists) {
    const idf = idfs.get(f) ?? 0;
    postings.set(f, {
      docs: Int32Array.from(list, (p) => p.doc),
      contributions: Float64Array.from(
        list,
        ({ doc, tf }) => (idf * tf * (k1 + 1)) / (tf + (norms[doc] ?? 0)),
      ),
    });
  }

  return {
    idf: (f) => idfs.get(f) ?? 0,
    score(features, weight, out) {
      const scores = out ?? new Float64Array(n);
      scores.fill(0);
      for (const f of features) {
        const posting = postings.get(f);
        if (!posting) continue;
        const w = weight ? weight(f) : 1;
        const { docs: at, contributions } = posting;
        for (let i = 0; i < at.length; i++) {
          const doc = at[i] as number;
          scores[doc] = (scores[doc] as number) + w * (contributions[i] as number);
        }
      }
      return scores;
    },
  };
}
