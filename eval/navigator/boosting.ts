import { leafOf, type BoostedTrees, type TreeNode } from "../../server/navigator/boosted-trees";
import { SIGNAL_NAMES, type SignalName, type Signals } from "../../server/navigator/signals";

export interface BoostingOptions {
  /** Trees fitted one after another, each on what the ones before it left unexplained. */
  rounds: number;
  /** How much of each tree's step is taken (shrinkage). */
  rate: number;
  /** Splits from a tree's root to its leaves: 2 lets a tree weigh one signal by another. */
  depth: number;
  /** The fewest cases a leaf may hold. */
  minLeaf: number;
  /** L2 penalty on a leaf's value (added to the leaf's summed curvature). */
  l2: number;
  /** At most this many split points per signal, at quantiles of its values. */
  splits: number;
  /**
   * Signals whose every split must keep the answer as likely or likelier (1), or as likely or less likely (-1), as
   * the signal grows: the direction is known, and trees left free learnt dips no visitor could understand (a request half held
   * by a learnt one came out less likely right than one a quarter held).
   */
  monotone?: Partial<Record<SignalName, 1 | -1>>;
}

/**
 * Gradient-boosted regression trees for log-loss, on the decision's signals (Newton steps, as in Friedman 2001 and
 * Chen and Guestrin 2016: each leaf moves its cases by minus the sum of their gradients over the sum of their
 * curvatures plus the L2 penalty). Split points
 * are quantiles of each signal, so a node's best split is found from per-signal histograms. The signals in
 * `leftOut` are never split on; a monotone signal's splits keep their order, and bound the leaves below them on
 * either side by the middle of the two (as XGBoost's monotone constraints do). Deterministic: the same cases give
 * the same trees.
 */
export function fitBoostedTrees(
  data: readonly { x: Signals; y: number }[],
  leftOut: ReadonlySet<SignalName>,
  options: BoostingOptions,
): BoostedTrees {
  const n = data.length;
  const signals = SIGNAL_NAMES.filter((s) => !leftOut.has(s));
  // Per signal: its split points (ascending), and each case's bin (how many split points lie below its value).
  const points = signals.map((s) =>
    quantilePoints(
      data.map((d) => d.x[s]),
      options.splits,
    ),
  );
  const bins = signals.map((s, j) => {
    const p = points[j] as number[];
    return Int16Array.from(data, (d) => binOf(p, d.x[s]));
  });
  const y = Float64Array.from(data, (d) => d.y);
  const mean = Math.min(1 - 1e-3, Math.max(1e-3, y.reduce((a, v) => a + v, 0) / Math.max(1, n)));
  const base = Math.log(mean / (1 - mean));
  const f = new Float64Array(n).fill(base);
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const direction = signals.map((name) => options.monotone?.[name] ?? 0);
  const clamp = (w: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, w));
  // A leaf of weight w costs g*w + (h + l2)*w^2/2 in the second-order expansion of the log-loss.
  const cost = (gs: number, hs: number, w: number) => gs * w + 0.5 * (hs + options.l2) * w * w;

  const grow = (cases: Int32Array, depth: number, lo: number, hi: number): TreeNode => {
    let gTotal = 0;
    let hTotal = 0;
    for (const i of cases) {
      gTotal += g[i] as number;
      hTotal += h[i] as number;
    }
    const leaf = clamp(-gTotal / (hTotal + options.l2), lo, hi);
    if (depth === 0 || cases.length < 2 * options.minLeaf) return leaf;
    const parent = cost(gTotal, hTotal, leaf);
    let best = { gain: 1e-9, signal: -1, bin: -1, below: 0, above: 0 };
    signals.forEach((_, j) => {
      const count = (points[j] as number[]).length + 1;
      const gBins = new Float64Array(count);
      const hBins = new Float64Array(count);
      const nBins = new Int32Array(count);
      const caseBins = bins[j] as Int16Array;
      for (const i of cases) {
        const b = caseBins[i] as number;
        gBins[b] = (gBins[b] as number) + (g[i] as number);
        hBins[b] = (hBins[b] as number) + (h[i] as number);
        nBins[b] = (nBins[b] as number) + 1;
      }
      let gLeft = 0;
      let hLeft = 0;
      let nLeft = 0;
      // A split at point k sends bins 0..k below (values at most points[k]).
      for (let k = 0; k < count - 1; k++) {
        gLeft += gBins[k] as number;
        hLeft += hBins[k] as number;
        nLeft += nBins[k] as number;
        if (nLeft < options.minLeaf || cases.length - nLeft < options.minLeaf) continue;
        const gRight = gTotal - gLeft;
        const hRight = hTotal - hLeft;
        const below = clamp(-gLeft / (hLeft + options.l2), lo, hi);
        const above = clamp(-gRight / (hRight + options.l2), lo, hi);
        const d = direction[j] as number;
        if ((d > 0 && below > above) || (d < 0 && below < above)) continue;
        const v = parent - cost(gLeft, hLeft, below) - cost(gRight, hRight, above);
        if (v > best.gain) best = { gain: v, signal: j, bin: k, below, above };
      }
    });
    if (best.signal < 0) return leaf;
    const caseBins = bins[best.signal] as Int16Array;
    const below = cases.filter((i) => (caseBins[i] as number) <= best.bin);
    const above = cases.filter((i) => (caseBins[i] as number) > best.bin);
    // Below a monotone split, each side's leaves stay on their side of the middle of the two.
    const d = direction[best.signal] as number;
    const mid = (best.below + best.above) / 2;
    const belowBounds = d > 0 ? [lo, Math.min(hi, mid)] : d < 0 ? [Math.max(lo, mid), hi] : [lo, hi];
    const aboveBounds = d > 0 ? [Math.max(lo, mid), hi] : d < 0 ? [lo, Math.min(hi, mid)] : [lo, hi];
    return [
      signals[best.signal] as SignalName,
      (points[best.signal] as number[])[best.bin] as number,
      grow(below, depth - 1, belowBounds[0] as number, belowBounds[1] as number),
      grow(above, depth - 1, aboveBounds[0] as number, aboveBounds[1] as number),
      leaf,
    ];
  };

  const all = Int32Array.from({ length: n }, (_, i) => i);
  const trees: TreeNode[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-(f[i] as number)));
      g[i] = p - (y[i] as number);
      h[i] = p * (1 - p);
    }
    const tree = shrink(grow(all, options.depth, -Infinity, Infinity), options.rate);
    trees.push(tree);
    data.forEach((d, i) => (f[i] = (f[i] as number) + leafOf(tree, d.x)));
  }
  return { base, trees };
}

/** Up to `count` distinct values of `values` at evenly spaced quantiles (2% to 98%), ascending. */
function quantilePoints(values: readonly number[], count: number): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const q = 0.02 + (0.96 * k) / Math.max(1, count - 1);
    const v = sorted[Math.floor(q * (sorted.length - 1))];
    if (v !== undefined && out[out.length - 1] !== v) out.push(v);
  }
  return out;
}

/** How many of the ascending split points lie below `value` (a value equal to a point is at most it). */
function binOf(points: readonly number[], value: number): number {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((points[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function shrink(node: TreeNode, rate: number): TreeNode {
  return typeof node === "number"
    ? node * rate
    : [node[0], node[1], shrink(node[2], rate), shrink(node[3], rate), node[4] * rate];
}
