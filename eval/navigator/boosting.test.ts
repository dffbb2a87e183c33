import { describe, expect, it } from "vitest";
import {
  compileBoostedTrees,
  explainBoostedTrees,
  leafOf,
  signalsRead,
} from "../../server/navigator/boosted-trees";
import { SIGNAL_NAMES, type Signals } from "../../server/navigator/signals";
import { fitBoostedTrees } from "./boosting";

const zero = Object.fromEntries(SIGNAL_NAMES.map((n) => [n, 0])) as Signals;

/** A small deterministic pseudo-random sequence, so that the cases are the same on every run. */
function sequence(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/**
 * Cases where the answer is right when the margin is wide, but only if the request is close to a learnt one:
 * neither signal alone says much, their combination says nearly all (an interaction no weighted sum can fit).
 */
function interactionCases(count: number): { x: Signals; y: number }[] {
  const random = sequence(11);
  return Array.from({ length: count }, () => {
    const logMargin = random() * 4;
    const nearestCover = random();
    const noise = random() * 4;
    const right = logMargin > 2 === nearestCover > 0.5;
    return { x: { ...zero, logMargin, nearestCover, siteWords: noise }, y: right ? 1 : 0 };
  });
}

const options = { rounds: 60, rate: 0.3, depth: 2, minLeaf: 10, l2: 1, splits: 32 };

describe("boosted trees", () => {
  it("learn two signals that only count together", () => {
    const model = fitBoostedTrees(interactionCases(800), new Set(), options);
    const p = compileBoostedTrees(model);
    expect(p({ ...zero, logMargin: 3, nearestCover: 0.9 })).toBeGreaterThan(0.9);
    expect(p({ ...zero, logMargin: 1, nearestCover: 0.1 })).toBeGreaterThan(0.9);
    expect(p({ ...zero, logMargin: 3, nearestCover: 0.1 })).toBeLessThan(0.1);
    expect(p({ ...zero, logMargin: 1, nearestCover: 0.9 })).toBeLessThan(0.1);
  });

  it("never split on a signal left out", () => {
    const model = fitBoostedTrees(interactionCases(400), new Set(["nearestCover"]), options);
    expect(signalsRead(model).has("nearestCover")).toBe(false);
    expect(signalsRead(model).has("logMargin")).toBe(true);
  });

  it("are the same trees from the same cases, and the compiled trees say what the nested ones say", () => {
    const cases = interactionCases(300);
    const a = fitBoostedTrees(cases, new Set(), options);
    expect(fitBoostedTrees(cases, new Set(), options)).toEqual(a);
    const compiled = compileBoostedTrees(a);
    for (const { x } of cases.slice(0, 50)) {
      const z = a.trees.reduce<number>((sum, t) => sum + leafOf(t, x), a.base);
      expect(compiled(x)).toBeCloseTo(1 / (1 + Math.exp(-z)), 12);
    }
  });

  it("tell a decision's log-odds signal by signal, the shares adding up to it exactly", () => {
    const model = fitBoostedTrees(interactionCases(600), new Set(), options);
    const p = compileBoostedTrees(model);
    for (const x of [
      { ...zero, logMargin: 3, nearestCover: 0.9, siteWords: 1 },
      { ...zero, logMargin: 3, nearestCover: 0.1, siteWords: 3 },
    ]) {
      const { base, bySignal } = explainBoostedTrees(model, x);
      const z = bySignal.reduce((sum, [, v]) => sum + v, base);
      expect(1 / (1 + Math.exp(-z))).toBeCloseTo(p(x), 12);
      // Only signals a split reads have a share, the largest first.
      const read = signalsRead(model);
      expect(bySignal.every(([name]) => read.has(name))).toBe(true);
      const sizes = bySignal.map(([, v]) => Math.abs(v));
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    }
  });

  it("keep a monotone signal's order where the cases dip", () => {
    // Right more often as nearestCover grows, except for a band in the middle where it is right less often.
    const random = sequence(5);
    const cases = Array.from({ length: 1000 }, () => {
      const nearestCover = random();
      const dip = nearestCover > 0.4 && nearestCover < 0.6;
      return { x: { ...zero, nearestCover }, y: random() < (dip ? 0.2 : nearestCover) ? 1 : 0 };
    });
    const free = compileBoostedTrees(fitBoostedTrees(cases, new Set(), options));
    const bound = compileBoostedTrees(
      fitBoostedTrees(cases, new Set(), { ...options, monotone: { nearestCover: 1 } }),
    );
    const grid = Array.from({ length: 101 }, (_, k) => ({ ...zero, nearestCover: k / 100 }));
    const dips = (p: (x: Signals) => number) =>
      grid.some((x, k) => k > 0 && p(x) < p(grid[k - 1] as Signals));
    expect(dips(free)).toBe(true);
    expect(dips(bound)).toBe(false);
    expect(bound({ ...zero, nearestCover: 0.95 })).toBeGreaterThan(bound({ ...zero, nearestCover: 0.05 }));
    // The other direction: right less often as the words known only from errands grow, but for a band that rises.
    const falling = cases.map(({ x, y }) => ({ x: { ...zero, offTopicWords: x.nearestCover }, y }));
    const down = compileBoostedTrees(
      fitBoostedTrees(
        falling.map(({ x, y }) => ({ x: { ...x, offTopicWords: 1 - x.offTopicWords }, y })),
        new Set(),
        { ...options, monotone: { offTopicWords: -1 } },
      ),
    );
    const rises = grid.some(
      (_, k) =>
        k > 0 && down({ ...zero, offTopicWords: k / 100 }) > down({ ...zero, offTopicWords: (k - 1) / 100 }),
    );
    expect(rises).toBe(false);
  });

  it("start from the cases' share of yes, and a case on a split point goes below it", () => {
    const cases = [0, 0, 0, 1].map((y, i) => ({ x: { ...zero, votes: i }, y }));
    const model = fitBoostedTrees(cases, new Set(), { ...options, rounds: 0 });
    expect(compileBoostedTrees(model)(zero)).toBeCloseTo(0.25, 12);
    const split = { base: 0, trees: [["votes", 2, -1, 1, 0] as const] };
    expect(compileBoostedTrees(split)({ ...zero, votes: 2 })).toBeCloseTo(1 / (1 + Math.E), 12);
    expect(compileBoostedTrees(split)({ ...zero, votes: 2.5 })).toBeCloseTo(1 / (1 + Math.exp(-1)), 12);
  });
});
