import { groupByKey, requireId, type EncodedFeatures, type FeatureSpace } from "./feature-space";

/** Okapi BM25 over weighted feature bags (one bag per destination). */
export interface Bm25Index {
  /**
   * Each document's score for a query's encoded features (ids of the space the index was built over), feature k
   * counted `weights[k]` times; `out` (one slot per document) is overwritten and returned, so one buffer serves
   * every call.
   */
  score(features: EncodedFeatures, out: Float64Array): Float64Array;
}

export function buildBm25(
  docs: readonly Map<string, number>[],
  space: FeatureSpace,
  k1 = 1.2,
  b = 0.6,
): Bm25Index {
  const n = docs.length;
  const lengths = docs.map((d) => [...d.values()].reduce((a, v) => a + v, 0));
  const avg = lengths.reduce((a, v) => a + v, 0) / Math.max(1, n);
  // Postings grouped by feature id, each feature's in document order.
  const ids: number[] = [];
  const postingDocs: number[] = [];
  const postingTfs: number[] = [];
  docs.forEach((doc, i) => {
    for (const [f, tf] of doc) {
      ids.push(requireId(space, f));
      postingDocs.push(i);
      postingTfs.push(tf);
    }
  });
  // start[id] .. start[id + 1] is the feature's slice of `at` and `contributions`.
  const { start, order } = groupByKey(ids, space.size);
  const at = Int32Array.from(order, (k) => postingDocs[k] as number);
  const tfs = Float64Array.from(order, (k) => postingTfs[k] as number);
  const total = order.length;
  // Each document's length normalisation, once (it does not depend on the query).
  const norms = lengths.map((length) => k1 * (1 - b + (b * length) / avg));
  // A feature's whole contribution to each document it occurs in depends on nothing the query says (apart from
  // the caller's weight): computed once, so scoring is a multiply-add per posting.
  const contributions = new Float64Array(total);
  for (let id = 0; id < space.size; id++) {
    const from = start[id] as number;
    const to = start[id + 1] as number;
    const df = to - from;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let k = from; k < to; k++) {
      const tf = tfs[k] as number;
      contributions[k] = (idf * tf * (k1 + 1)) / (tf + (norms[at[k] as number] ?? 0));
    }
  }

  return {
    score({ ids, weights, count }, scores) {
      scores.fill(0);
      for (let q = 0; q < count; q++) {
        const id = ids[q] as number;
        const w = weights[q] as number;
        const to = start[id + 1] as number;
        for (let k = start[id] as number; k < to; k++) {
          const doc = at[k] as number;
          scores[doc] = (scores[doc] as number) + w * (contributions[k] as number);
        }
      }
      return scores;
    },
  };
}
