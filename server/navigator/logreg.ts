import { requireId, type EncodedFeatures, type FeatureSpace } from "./feature-space";

/**
 * Multinomial logistic regression on sparse binary features, trained with plain SGD at start-up.
 * Small on purpose: a few hundred examples, tens of classes, a few thousand features.
 */
export interface LogReg {
  /**
   * One logit per class for a query's encoded features (ids of the space the model was trained with; their weights
   * are not used: features are binary); `out` (one slot per class) is overwritten and returned.
   */
  logits(features: EncodedFeatures, out: Float64Array): Float64Array;
}

export interface TrainingExample {
  features: readonly string[];
  label: number;
}

/**
 * Each example's features as the offsets of their rows in one flat array of weights (dense rows per feature id:
 * the hot loop touches only typed arrays), and the id of each feature. A function of its own so that the model's
 * closure does not share a context with the closures that build these, which kept `ids` alive (0.5 MB a model).
 */
function encodeExamples(
  examples: readonly TrainingExample[],
  classes: number,
): { ids: Map<string, number>; encoded: { label: number; rows: Int32Array }[] } {
  const ids = new Map<string, number>();
  const encoded = examples
    .filter((ex) => ex.features.length > 0)
    .map((ex) => ({
      label: ex.label,
      rows: Int32Array.from(ex.features, (f) => {
        let id = ids.get(f);
        if (id === undefined) {
          id = ids.size;
          ids.set(f, id);
        }
        return id * classes;
      }),
    }));
  return { ids, encoded };
}

export function trainLogReg(
  examples: readonly TrainingExample[],
  classes: number,
  space: FeatureSpace,
  { epochs = 12, rate = 0.4, l2 = 1e-4, seed = 7, orders = 1 } = {},
): LogReg {
  const { ids, encoded } = encodeExamples(examples, classes);
  const weights = new Float64Array(ids.size * classes);
  const bias = new Float64Array(classes);
  const probs = new Float64Array(classes);
  const order = encoded.map((_, i) => i);
  // The weights averaged over the second half of the epochs of `orders` runs, each meeting the examples in its own
  // order: plain SGD stops wherever its last few steps left it, so the model (and every figure fitted on it)
  // depended on the order of the examples.
  const averaged = new Float64Array(weights.length);
  const averagedBias = new Float64Array(classes);
  let averagedEpochs = 0;
  for (let run = 0; run < orders; run++) {
    weights.fill(0);
    bias.fill(0);
    let state = seed + run;
    const random = () => {
      // Deterministic shuffle so start-up (and the eval) is reproducible.
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    for (let epoch = 0; epoch < epochs; epoch++) {
      for (let i = order.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1));
        const tmp = order[i] as number;
        order[i] = order[j] as number;
        order[j] = tmp;
      }
      const lr = rate / (1 + epoch * 0.3);
      const decay = 1 - l2;
      for (const idx of order) {
        const ex = encoded[idx] as (typeof encoded)[number];
        const rows = ex.rows;
        let max = -Infinity;
        for (let c = 0; c < classes; c++) {
          let z = bias[c] as number;
          for (let k = 0; k < rows.length; k++) z += weights[(rows[k] as number) + c] as number;
          probs[c] = z;
          if (z > max) max = z;
        }
        let sum = 0;
        for (let c = 0; c < classes; c++) {
          const e = Math.exp((probs[c] as number) - max);
          probs[c] = e;
          sum += e;
        }
        const scale = lr / Math.sqrt(rows.length);
        for (let c = 0; c < classes; c++) {
          const grad = (probs[c] as number) / sum - (c === ex.label ? 1 : 0);
          if (grad > -1e-5 && grad < 1e-5) continue;
          bias[c] = (bias[c] as number) - lr * grad * 0.1;
          for (let k = 0; k < rows.length; k++) {
            const at = (rows[k] as number) + c;
            weights[at] = (weights[at] as number) * decay - scale * grad;
          }
        }
      }
      if (epoch >= epochs / 2) {
        for (let i = 0; i < weights.length; i++)
          averaged[i] = (averaged[i] as number) + (weights[i] as number);
        for (let c = 0; c < classes; c++) averagedBias[c] = (averagedBias[c] as number) + (bias[c] as number);
        averagedEpochs++;
      }
    }
  }
  for (let i = 0; i < weights.length; i++) weights[i] = (averaged[i] as number) / averagedEpochs;
  for (let c = 0; c < classes; c++) bias[c] = (averagedBias[c] as number) / averagedEpochs;
  // Kept in single precision once trained: half the memory (the model is a few MB, read at random for every
  // request) and the same decisions.
  const stored = Float32Array.from(weights);
  // Where each feature of the space starts in `weights` (-1: the model never saw it).
  const rowOf = new Int32Array(space.size).fill(-1);
  for (const [f, id] of ids) rowOf[requireId(space, f)] = id * classes;
  return {
    logits({ ids: query, count }, z) {
      z.set(bias);
      for (let q = 0; q < count; q++) {
        const base = rowOf[query[q] as number] as number;
        if (base < 0) continue;
        for (let c = 0; c < classes; c++) z[c] = (z[c] as number) + (stored[base + c] as number);
      }
      return z;
    },
  };
}

/** Probabilities from scores; `out` may be `z` itself (each slot is read before it is written). */
export function softmax(z: Float64Array, temperature = 1, out = new Float64Array(z.length)): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < z.length; i++) if ((z[i] as number) > max) max = z[i] as number;
  let sum = 0;
  const inverse = 1 / temperature;
  // Retrieval scores are zero for most pages: their shared exponential is computed once.
  const zeroE = Math.exp(-max * inverse);
  for (let i = 0; i < z.length; i++) {
    const v = z[i] ?? 0;
    const e = v === 0 ? zeroE : Math.exp((v - max) * inverse);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / sum;
  return out;
}
