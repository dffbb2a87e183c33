import { SIGNAL_NAMES, type SignalName, type Signals } from "./signals";

/**
 * A regression tree over the signals: a leaf is the log-odds it adds; a split sends a decision `below` when its
 * signal is at most `at`, `above` otherwise, and keeps what it would add as a leaf (`value`, its cases' step) so that
 * a decision's log-odds can be told signal by signal (explainBoostedTrees).
 */
export type TreeNode =
  number | readonly [signal: SignalName, at: number, below: TreeNode, above: TreeNode, value: number];

/** Gradient-boosted trees for a yes/no question: P = 1 / (1 + e^-(base + the sum of each tree's leaf)). */
export interface BoostedTrees {
  base: number;
  trees: readonly TreeNode[];
}

type Split = Exclude<TreeNode, number>;

/** Where a split sends a decision. */
const childOf = (split: Split, x: Signals): TreeNode => (x[split[0]] <= split[1] ? split[2] : split[3]);

/** What one tree adds to a decision's log-odds: the leaf its signals lead to. */
export function leafOf(node: TreeNode, x: Signals): number {
  let at = node;
  while (typeof at !== "number") at = childOf(at, x);
  return at;
}

/** The signals a model's splits read, each once. */
export function signalsRead(model: BoostedTrees): Set<SignalName> {
  const read = new Set<SignalName>();
  const walk = (node: TreeNode) => {
    if (typeof node === "number") return;
    read.add(node[0]);
    walk(node[2]);
    walk(node[3]);
  };
  model.trees.forEach(walk);
  return read;
}

/**
 * A decision's log-odds told signal by signal: each split moves a decision from its node's value to its child's,
 * and the move is put down to the split's signal (Saabas's attribution for tree ensembles). `base` holds the model's
 * start and the trees' roots; base plus the signals' shares is the log-odds exactly. Signals best first by size.
 */
export function explainBoostedTrees(
  model: BoostedTrees,
  signals: Signals,
): { base: number; bySignal: [SignalName, number][] } {
  let base = model.base;
  const by = new Map<SignalName, number>();
  const valueOf = (node: TreeNode) => (typeof node === "number" ? node : node[4]);
  for (const tree of model.trees) {
    base += valueOf(tree);
    let node = tree;
    while (typeof node !== "number") {
      const next = childOf(node, signals);
      by.set(node[0], (by.get(node[0]) ?? 0) + valueOf(next) - node[4]);
      node = next;
    }
  }
  return { base, bySignal: [...by].sort((a, b) => Math.abs(b[1]) - Math.abs(a[1])) };
}

/**
 * The trees laid out as flat arrays over the signals' indices: a decision walks a few hundred splits, each a typed
 * array read instead of a lookup by name, and allocates nothing.
 */
export function compileBoostedTrees(model: BoostedTrees): (signals: Signals) => number {
  const feature: number[] = [];
  const at: number[] = [];
  const below: number[] = [];
  const above: number[] = [];
  const roots: number[] = [];
  const add = (node: TreeNode): number => {
    const i = feature.length;
    feature.push(-1);
    at.push(0);
    below.push(0);
    above.push(0);
    if (typeof node === "number") {
      at[i] = node;
      return i;
    }
    const index = SIGNAL_NAMES.indexOf(node[0]);
    if (index < 0) throw new Error(`boosted trees: no signal named ${node[0]}`);
    feature[i] = index;
    at[i] = node[1];
    below[i] = add(node[2]);
    above[i] = add(node[3]);
    return i;
  };
  for (const tree of model.trees) roots.push(add(tree));
  const features = Int16Array.from(feature);
  const values = Float64Array.from(at);
  const belows = Int32Array.from(below);
  const aboves = Int32Array.from(above);
  const starts = Int32Array.from(roots);
  const x = new Float64Array(SIGNAL_NAMES.length);
  return (signals) => {
    for (let j = 0; j < SIGNAL_NAMES.length; j++) x[j] = signals[SIGNAL_NAMES[j] as SignalName];
    let z = model.base;
    for (let t = 0; t < starts.length; t++) {
      let i = starts[t] as number;
      let f = features[i] as number;
      while (f >= 0) {
        i = (x[f] as number) <= (values[i] as number) ? (belows[i] as number) : (aboves[i] as number);
        f = features[i] as number;
      }
      z += values[i] as number;
    }
    return 1 / (1 + Math.exp(-z));
  };
}
