import { describe, expect, it } from "vitest";
import { createFeatureSpace, type EncodedFeatures } from "./feature-space";
import { trainLogReg, type TrainingExample } from "./logreg";

/** A small noisy problem: three classes, each with its own words and some words shared between them. */
function problem() {
  const { space, add } = createFeatureSpace();
  const examples: TrainingExample[] = [];
  let state = 12_345;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = 0; i < 600; i++) {
    const label = i % 3;
    const features = [`own${label}-${Math.floor(random() * 8)}`, `shared-${Math.floor(random() * 12)}`];
    if (random() < 0.3) features.push(`own${(label + 1) % 3}-${Math.floor(random() * 8)}`);
    for (const f of features) add(f);
    examples.push({ features, label });
  }
  const probes: EncodedFeatures[] = examples.slice(0, 60).map(({ features }) => ({
    ids: Int32Array.from(features, (f) => space.get(f) as number),
    weights: new Float64Array(features.length).fill(1),
    count: features.length,
  }));
  return { space, examples, probes };
}

describe("the classifier's training", () => {
  const { space, examples, probes } = problem();
  /** How far apart two trainings' logits are on the probes (root mean square). */
  const spread = (orders: number) => {
    const a = trainLogReg(examples, 3, space, { seed: 1, orders });
    const b = trainLogReg(examples, 3, space, { seed: 101, orders });
    let sum = 0;
    for (const probe of probes) {
      const za = a.logits(probe, new Float64Array(3));
      const zb = b.logits(probe, new Float64Array(3));
      for (let c = 0; c < 3; c++) sum += ((za[c] as number) - (zb[c] as number)) ** 2;
    }
    return Math.sqrt(sum / (probes.length * 3));
  };

  it("learns the problem", () => {
    const model = trainLogReg(examples, 3, space, { orders: 4 });
    const right = probes.filter((probe, i) => {
      const z = model.logits(probe, new Float64Array(3));
      const best = [0, 1, 2].reduce((m, c) => ((z[c] as number) > (z[m] as number) ? c : m), 0);
      return best === examples[i]?.label;
    }).length;
    expect(right / probes.length).toBeGreaterThan(0.8);
  });

  it("depends less on the order it meets the examples in when it averages several orders", () => {
    expect(spread(4)).toBeLessThan(spread(1) * 0.75);
  });

  it("is reproducible: the same seed and orders give the same model", () => {
    const a = trainLogReg(examples, 3, space, { seed: 3, orders: 2 });
    const b = trainLogReg(examples, 3, space, { seed: 3, orders: 2 });
    const probe = probes[0] as EncodedFeatures;
    expect([...a.logits(probe, new Float64Array(3))]).toEqual([...b.logits(probe, new Float64Array(3))]);
  });
});
