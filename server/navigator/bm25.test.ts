import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildBm25 } from "./bm25";
import { createFeatureSpace, type EncodedFeatures } from "./feature-space";
import { trainLogReg } from "./logreg";

/** The textbook formula, one document at a time, straight from the bags: what the compact index must equal. */
function reference(docs: Map<string, number>[], query: [string, number][], k1 = 1.2, b = 0.6): number[] {
  const lengths = docs.map((d) => [...d.values()].reduce((a, v) => a + v, 0));
  const avg = lengths.reduce((a, v) => a + v, 0) / Math.max(1, docs.length);
  return docs.map((doc, i) => {
    let score = 0;
    for (const [f, w] of query) {
      const tf = doc.get(f);
      if (tf === undefined) continue;
      const df = docs.filter((d) => d.has(f)).length;
      const idf = Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
      score += w * ((idf * tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * (lengths[i] ?? 0)) / avg)));
    }
    return score;
  });
}

const encode = (space: ReadonlyMap<string, number>, query: [string, number][]): EncodedFeatures => {
  const known = query.filter(([f]) => space.has(f));
  return {
    ids: Int32Array.from(known, ([f]) => space.get(f) ?? -1),
    weights: Float64Array.from(known, ([, w]) => w),
    count: known.length,
  };
};

describe("BM25 over a feature space", () => {
  const feature = fc.constantFrom("w:a", "w:b", "w:c", "h:가나", "c:x", "w:d");
  const bag = fc.array(fc.tuple(feature, fc.integer({ min: 1, max: 5 })), { maxLength: 6 });

  it("scores every document as the textbook formula does, unknown query features ignored", () => {
    fc.assert(
      fc.property(
        fc.array(bag, { minLength: 1, maxLength: 8 }),
        fc.uniqueArray(
          fc.tuple(fc.constantFrom("w:a", "w:b", "h:가나", "w:zz", "c:x"), fc.constantFrom(0.5, 1)),
          {
            selector: ([f]) => f,
            maxLength: 5,
          },
        ),
        (raw, query) => {
          const docs = raw.map((pairs) => new Map(pairs));
          const { space, add } = createFeatureSpace();
          for (const doc of docs) for (const f of doc.keys()) add(f);
          add("w:unused");
          const scores = buildBm25(docs, space).score(encode(space, query), new Float64Array(docs.length));
          const expected = reference(docs, query);
          // Each posting's contribution is kept in single precision: seven significant digits.
          expected.forEach((e, i) =>
            expect(Math.abs((scores[i] as number) - e)).toBeLessThanOrEqual(1e-6 * (1 + Math.abs(e))),
          );
        },
      ),
    );
  });

  // Documents, and a query of features their space always holds.
  const someDocs = fc.array(bag, { minLength: 1, maxLength: 8 });
  const queryFeatures = ["w:a", "w:b", "h:가나", "c:x"];
  const knownQuery = fc.uniqueArray(fc.tuple(fc.constantFrom(...queryFeatures), fc.constantFrom(0.5, 1)), {
    selector: ([f]) => f,
    maxLength: 4,
  });
  const indexed = (raw: [string, number][][]) => {
    const docs: Map<string, number>[] = raw.map((pairs) => new Map(pairs));
    const { space, add } = createFeatureSpace();
    for (const f of queryFeatures) add(f);
    for (const doc of docs) for (const f of doc.keys()) add(f);
    return { docs, space, index: buildBm25(docs, space) };
  };

  it("scores only the touched documents with scoreTouched, each listed once, the same as a full score", () => {
    fc.assert(
      fc.property(someDocs, knownQuery, (raw, query) => {
        const { docs, space, index } = indexed(raw);
        const full = index.score(encode(space, query), new Float64Array(docs.length));
        const sparse = new Float64Array(docs.length);
        const touched = new Int32Array(docs.length);
        // Twice over the same buffers, as the pipeline does: the list is rebuilt on each call.
        for (let round = 0; round < 2; round++) {
          sparse.fill(0);
          const count = index.scoreTouched(encode(space, query), sparse, touched);
          const listed = [...touched.subarray(0, count)].sort((a, b) => a - b);
          const expected = docs.flatMap((doc, i) => (query.some(([f]) => doc.has(f)) ? [i] : []));
          expect(listed).toEqual(expected);
          expect([...sparse]).toEqual([...full]);
        }
      }),
    );
  });

  it("adds up the idf of the query's features each touched document holds, and of each document's own", () => {
    fc.assert(
      fc.property(someDocs, knownQuery, (raw, query) => {
        const { docs, space, index } = indexed(raw);
        const idf = (f: string) => {
          const df = docs.filter((d) => d.has(f)).length;
          return Math.log(1 + (docs.length - df + 0.5) / (df + 0.5));
        };
        const held = new Float64Array(docs.length);
        const count = index.scoreTouched(
          encode(space, query),
          new Float64Array(docs.length),
          new Int32Array(docs.length),
          held,
        );
        expect(count).toBe(docs.filter((doc) => query.some(([f]) => doc.has(f))).length);
        docs.forEach((doc, i) => {
          const expected = query.reduce((sum, [f, w]) => sum + (doc.has(f) ? w * idf(f) : 0), 0);
          expect(held[i]).toBeCloseTo(expected, 12);
          expect(index.documentIdf[i]).toBeCloseTo(
            [...doc.keys()].reduce((sum, f) => sum + idf(f), 0),
            12,
          );
        });
        expect(index.idfOf(encode(space, query))).toBeCloseTo(
          query.reduce((sum, [f, w]) => sum + w * idf(f), 0),
          12,
        );
      }),
    );
  });

  it("refuses documents with a feature its space lacks", () => {
    const { space } = createFeatureSpace();
    expect(() => buildBm25([new Map([["w:a", 1]])], space)).toThrow(/w:a/);
  });
});

describe("logistic regression over a feature space", () => {
  it("learns the examples and ignores a feature of the space it never saw", () => {
    const { space, add } = createFeatureSpace();
    for (const f of ["w:cat", "w:dog", "w:fish", "w:never"]) add(f);
    const model = trainLogReg(
      [
        { features: ["w:cat"], label: 0 },
        { features: ["w:dog"], label: 1 },
        { features: ["w:fish"], label: 2 },
      ],
      3,
      space,
      { epochs: 30, rate: 1 },
    );
    const logits = (query: [string, number][]) => [
      ...model.logits(encode(space, query), new Float64Array(3)),
    ];
    const argmax = (z: number[]) => z.indexOf(Math.max(...z));
    expect(argmax(logits([["w:cat", 1]]))).toBe(0);
    expect(argmax(logits([["w:dog", 1]]))).toBe(1);
    expect(argmax(logits([["w:fish", 1]]))).toBe(2);
    expect(
      logits([
        ["w:never", 1],
        ["w:dog", 1],
      ]),
    ).toEqual(logits([["w:dog", 1]]));
  });
});
