/**
 * Multinomial logistic regression on sparse binary features, trained with plain SGD at start-up.
 * Small on purpose: a few hundred examples, tens of classes, a few thousand features.
 */
export interface LogReg {
  logits(features: readonly string[]): Float64Array;
}

export interface TrainingExample {
  features: readonly string[];
  label: number;
}

export function trainLogReg(
  examples: readonly TrainingExample[],
  classes: number,
  { epochs = 12, rate = 0.4, l2 = 1e-4, seed = 7 } = {},
): LogReg {
  const weights = new Map<string, Float64Array>();
  const bias = new Float64Array(classes);
  const row = (f: string) => {
    let w = weights.get(f);
    if (!w) {
      w = new Float64Array(classes);
      weights.set(f, w);
    }
    return w;
  };
  const order = examples.map((_, i) => i);
  let state = seed;
  const random = () => {
    // Deterministic shuffle so start-up (and the eval) is reproducible.
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const probs = new Float64Array(classes);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j] ?? 0, order[i] ?? 0];
    }
    const lr = rate / (1 + epoch * 0.3);
    for (const idx of order) {
      const ex = examples[idx];
      if (!ex || ex.features.length === 0) continue;
      const rows = ex.features.map(row);
      let max = -Infinity;
      for (let c = 0; c < classes; c++) {
        let z = bias[c] ?? 0;
        for (const w of rows) z += w[c] ?? 0;
        probs[c] = z;
        if (z > max) max = z;
      }
      let sum = 0;
      for (let c = 0; c < classes; c++) {
        const e = Math.exp((probs[c] ?? 0) - max);
        probs[c] = e;
        sum += e;
      }
      const scale = lr / Math.sqrt(rows.length);
      for (let c = 0; c < classes; c++) {
        const grad = (probs[c] ?? 0) / sum - (c === ex.label ? 1 : 0);
        if (Math.abs(grad) < 1e-5) continue;
        bias[c] = (bias[c] ?? 0) - lr * grad * 0.1;
        for (const w of rows) w[c] = (w[c] ?? 0) * (1 - l2) - scale * grad;
      }
    }
  }
  return {
    logits(features) {
      const z = Float64Array.from(bias);
      for (const f of features) {
        const w = weights.get(f);
        if (!w) continue;
        for (let c = 0; c < classes; c++) z[c] = (z[c] ?? 0) + (w[c] ?? 0);
      }
      return z;
    },
  };
}

export function softmax(z: Float64Array, temperature = 1): Float64Array {
  let max = -Infinity;
  for (const v of z) if (v > max) max = v;
  const out = new Float64Array(z.length);
  let sum = 0;
  for (let i = 0; i < z.length; i++) {
    const e = Math.exp(((z[i] ?? 0) - max) / temperature);
    out[i] = e;
    sum += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] ?? 0) / sum;
  return out;
}
