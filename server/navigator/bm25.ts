import { groupByKey, requireId, type EncodedFeatures, type FeatureSpace } from "./feature-space";

/** BM25F over documents made of fields (a page's title, its descriptions, its visitor requests, its prose). */
export interface Bm25Index {
  /**
   * Each document's score for a query's encoded features (ids of the space the index was built over), feature k
   * counted `weights[k]` times; `out` (one slot per document) is overwritten and returned, so one buffer serves
   * every call.
   */
  score(features: EncodedFeatures, out: Float64Array): Float64Array;
  /**
   * The same scores, written only for the documents the query touches (every other slot of `out` is left as it
   * is, and must hold 0): their ids go into `touched`, in no particular order, and their count is returned. The
   * caller sets those slots back to 0 when done with them.
   *
   * Why: the nearest-request stage scores one document per visitor request (about six thousand), and a query
   * touches a few hundred of them. Clearing and scanning all of them made the stage about 21 µs of a request under
   * load; with the touched ones alone it is about 12.
   */
  scoreTouched(
    features: EncodedFeatures,
    out: Float64Array,
    touched: Int32Array,
    /** If given, each touched document's slot gains the idf of every query feature it holds (same rules as `out`). */
    held?: Float64Array,
  ): number;
  /** The idf of the query's features added up (each counted its weight); a feature no document holds has the most. */
  idfOf(features: EncodedFeatures): number;
  /** Each document's features' idf added up (each counted once). */
  documentIdf: Float64Array;
}

/** How one field counts: its weight, and how much its length normalises a term's frequency (BM25's b). */
export interface FieldParams {
  weight: number;
  b: number;
}

/**
 * `docs[d][f]` is field f of document d, a bag of feature counts. A term's frequency in a document is the sum over
 * fields of its count there, weighted and normalised by that field's length against the field's average length
 * (Robertson and Zaragoza's BM25F); the sum is then saturated once with k1. A short field (a title) that a query
 * matches whole therefore weighs more than the same word among eighty requests.
 */
export function buildBm25f(
  docs: readonly (readonly ReadonlyMap<string, number>[])[],
  fields: readonly FieldParams[],
  space: FeatureSpace,
  k1: number,
): Bm25Index {
  const n = docs.length;
  const lengths = docs.map((doc) => fields.map((_, f) => sum(doc[f])));
  const averages = fields.map((_, f) =>
    Math.max(1e-9, lengths.reduce((a, l) => a + (l[f] ?? 0), 0) / Math.max(1, n)),
  );
  // Each document's pseudo-frequency per feature: the fields' normalised, weighted counts added up.
  const merged = docs.map((doc, d) => {
    const out = new Map<string, number>();
    fields.forEach(({ weight, b }, f) => {
      const bag = doc[f];
      if (!bag || weight === 0) return;
      const norm = 1 - b + (b * (lengths[d]?.[f] ?? 0)) / (averages[f] ?? 1);
      for (const [feature, count] of bag) out.set(feature, (out.get(feature) ?? 0) + (weight * count) / norm);
    });
    return out;
  });
  return fromFrequencies(merged, space, k1, () => k1);
}

/** Okapi BM25 over one weighted feature bag per document. */
export function buildBm25(
  docs: readonly Map<string, number>[],
  space: FeatureSpace,
  k1 = 1.2,
  b = 0.6,
): Bm25Index {
  const lengths = docs.map((d) => sum(d));
  const avg = lengths.reduce((a, v) => a + v, 0) / Math.max(1, docs.length);
  const norms = lengths.map((length) => k1 * (1 - b + (b * length) / avg));
  return fromFrequencies(docs, space, k1, (doc) => norms[doc] ?? 0);
}

const sum = (bag: ReadonlyMap<string, number> | undefined) => {
  let total = 0;
  for (const v of bag?.values() ?? []) total += v;
  return total;
};

/**
 * Each document's features as postings grouped by feature id, each feature's in document order: `start[id] ..
 * start[id + 1]` is the feature's slice of `at` (the documents) and `tfs` (the frequencies). Document numbers take
 * two bytes while they fit (the nearest-request stage's index has about a hundred thousand postings).
 *
 * A function of its own so that the lists it builds on the way are garbage when it returns: built inside the
 * index's own function, they were kept alive by the closures the index returns, which share one context with every
 * closure of the function that creates them (2.6 MB for the nearest-request stage's index, 1.8 MB for retrieval's).
 */
function postingsOf(
  docs: readonly ReadonlyMap<string, number>[],
  space: FeatureSpace,
): { start: Int32Array; at: Uint16Array | Int32Array; tfs: Float64Array } {
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
  const { start, order } = groupByKey(ids, space.size);
  const at = docs.length <= 0xffff ? new Uint16Array(order.length) : new Int32Array(order.length);
  order.forEach((k, i) => (at[i] = postingDocs[k] as number));
  return { start, at, tfs: Float64Array.from(order, (k) => postingTfs[k] as number) };
}

/**
 * The index from each document's term frequencies: a term of frequency tf in document d contributes
 * idf * tf * (k1 + 1) / (tf + saturation(d)).
 */
function fromFrequencies(
  docs: readonly ReadonlyMap<string, number>[],
  space: FeatureSpace,
  k1: number,
  saturation: (doc: number) => number,
): Bm25Index {
  const n = docs.length;
  const { start, at, tfs } = postingsOf(docs, space);
  // A feature's whole contribution to each document it occurs in depends on nothing the query says (apart from
  // the caller's weight): computed once, so scoring is a multiply-add per posting. Kept in single precision (seven
  // digits; the scores are added up in double precision): no figure of any evaluation set moved.
  const contributions = new Float32Array(at.length);
  const idfs = new Float64Array(space.size);
  const documentIdf = new Float64Array(n);
  for (let id = 0; id < space.size; id++) {
    const from = start[id] as number;
    const to = start[id + 1] as number;
    const df = to - from;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    idfs[id] = idf;
    for (let k = from; k < to; k++) {
      documentIdf[at[k] as number] = (documentIdf[at[k] as number] as number) + idf;
      const tf = tfs[k] as number;
      contributions[k] = (idf * tf * (k1 + 1)) / (tf + saturation(at[k] as number));
    }
  }

  // Documents already listed by the running scoreTouched call (cleared before it returns).
  const listed = new Uint8Array(n);
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
    scoreTouched({ ids, weights, count }, scores, touched, held) {
      let listedCount = 0;
      for (let q = 0; q < count; q++) {
        const id = ids[q] as number;
        const w = weights[q] as number;
        const from = start[id] as number;
        const to = start[id + 1] as number;
        const idf = w * (idfs[id] as number);
        for (let k = from; k < to; k++) {
          const doc = at[k] as number;
          if (listed[doc] === 0) {
            listed[doc] = 1;
            touched[listedCount++] = doc;
          }
          scores[doc] = (scores[doc] as number) + w * (contributions[k] as number);
          if (held) held[doc] = (held[doc] as number) + idf;
        }
      }
      for (let t = 0; t < listedCount; t++) listed[touched[t] as number] = 0;
      return listedCount;
    },
    documentIdf,
    idfOf({ ids, weights, count }) {
      let total = 0;
      for (let q = 0; q < count; q++) total += (weights[q] as number) * (idfs[ids[q] as number] as number);
      return total;
    },
  };
}
