/**
 * The features every scorer of the engine knows, each with one small integer id. A query's features are looked up
 * here once, and the scorers work on ids in flat typed arrays.
 *
 * Why: under a server's load, the caches hold little of the engine's data between two requests, so each lookup in
 * a map keyed by strings costs a few trips to main memory. With a map per scorer (two BM25 indexes, two
 * classifiers) and per fact (specific words, title owners, attribute lists), a decision made about ten such
 * lookups per feature; one lookup and a few reads of compact arrays do the same work.
 */
export type FeatureSpace = ReadonlyMap<string, number>;

/** Ids of a query's features that the space knows, in the query's order, with each feature's weight. */
export interface EncodedFeatures {
  ids: Int32Array;
  weights: Float64Array;
  count: number;
}

export function createFeatureSpace(): { space: FeatureSpace; add(feature: string): void } {
  const space = new Map<string, number>();
  return {
    space,
    add(feature) {
      if (!space.has(feature)) space.set(feature, space.size);
    },
  };
}

/** The id of `feature`, failing loudly when a scorer is built over features its space lacks (a programming error). */
export function requireId(space: FeatureSpace, feature: string): number {
  const id = space.get(feature);
  if (id === undefined) throw new Error(`feature ${feature} is missing from the engine's feature space`);
  return id;
}

/**
 * Items grouped by a small integer key, as compressed rows: the items with key k are `order[start[k]]` up to
 * `order[start[k + 1] - 1]` (indices into `keys`), in the order they were given. The engine's per-feature and
 * per-character tables are built this way, so that a lookup reads two slots of one array and a contiguous run.
 */
export function groupByKey(
  keys: ArrayLike<number>,
  keyCount: number,
): { start: Int32Array; order: Int32Array } {
  const start = new Int32Array(keyCount + 1);
  for (let i = 0; i < keys.length; i++) {
    const slot = (keys[i] as number) + 1;
    start[slot] = (start[slot] as number) + 1;
  }
  for (let k = 0; k < keyCount; k++) start[k + 1] = (start[k + 1] as number) + (start[k] as number);
  const next = start.slice(0, keyCount);
  const order = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as number;
    order[next[key] as number] = i;
    next[key] = (next[key] as number) + 1;
  }
  return { start, order };
}
