import type { BoostedTrees } from "./boosted-trees";

/**
 * What a decision rests on, as numbers: the inputs of the two calibrated models (calibration.ts) that say whether a
 * request is out of the site's scope (a logistic model) and whether its best page is right (boosted trees). One list
 * of names feeds the pipeline that measures them, the fit that weighs them and the trace that prints them.
 */
export const SIGNAL_NAMES = [
  /** log of the fused probability of the best page */
  "logBest",
  /** log of the best page's probability over the second's */
  "logMargin",
  /** log of the fused probability of the out-of-scope class */
  "logOutOfScope",
  /** log of the classifier's probability of the out-of-scope class */
  "logClassifierOutOfScope",
  /** log of retrieval's probability of the out-of-scope requests' document */
  "logRetrievalOutOfScope",
  /** log of the scope model's probability that the request is out of scope (its function words included) */
  "logScopeOutOfScope",
  /** share of the out-of-scope requests among the nearest requests */
  "neighboursOutOfScope",
  /** 1 when the classifier's and retrieval's best pages agree */
  "agree",
  /** how many scorers rank the fused best page first */
  "votes",
  /** log of each scorer's probability of the fused best page */
  "logRetrievalBest",
  "logNeighboursBest",
  "logClassifierBest",
  /** the request's words the site uses (a strong word counts 1, a merely known one 0.5), at most 4 */
  "siteWords",
  /** its content words the site never uses, at most 4 */
  "foreignWords",
  /** its words known only from out-of-scope requests, at most 3 */
  "offTopicWords",
  /** 1 when it names the site's subject (a lexicon concept) or one of its names */
  "strong",
  /** 1 when it names one of the site's products, technologies, projects or sections */
  "named",
  /** 1 when it is Korean */
  "korean",
  /** its content words the best page never uses (not in its text, names or requests), at most 4 */
  "unexplainedWords",
  /** its content words, at most 8 */
  "contentWords",
  /** words the analyzer repaired (typos, the keyboard layout) */
  "repairs",
  /** 1 when the whole request is, word for word, a name of the best page and of no other page */
  "exactName",
  /**
   * How much of the request its closest visitor request holds (the idf of the features they share over the idf of
   * all of the request's, 0 to 1): a request put much like one the navigator learnt, or one unlike anything it
   * learnt. The scorers' distributions are shares, so a request unlike anything learnt can still find one page far
   * ahead of the rest.
   */
  "nearestCover",
] as const;

export type SignalName = (typeof SIGNAL_NAMES)[number];

/**
 * Signals only the out-of-scope model reads. The scope model's verdict helps tell an errand from a request
 * (my credit score, our bank's records); as evidence that the best page is right it only made the correct model
 * surer or less sure at random (measured: with it, confident coverage fell by up to 5 points on the development sets).
 * The words the best page never uses tell an errand that shares a word with a page ("encrypt my holiday photos");
 * read by the correct model too, they made it surer of the pages that use every word of a request, and its
 * confident answers were wrong more often (tuning set 1.6 -> 2.8%, needs 1.2 -> 2.3%).
 */
export const SCOPE_ONLY_SIGNALS: ReadonlySet<SignalName> = new Set([
  "logScopeOutOfScope",
  "unexplainedWords",
]);

/**
 * Signals only the correct model reads. How much of the request its closest visitor request holds says how far the
 * request is from anything learnt, which should temper how sure the navigator is of its best page; read by the
 * out-of-scope model too, it let errands put much like a page's request through (off-topic recall fell by one
 * query on six of eleven sets written blind, measured when it was added).
 */
export const CORRECT_ONLY_SIGNALS: ReadonlySet<SignalName> = new Set(["nearestCover"]);
export type Signals = Record<SignalName, number>;

/** A logistic model over the signals: P = 1 / (1 + e^-(bias + sum of weight * signal)). */
export interface LogisticModel {
  bias: number;
  weights: Readonly<Record<SignalName, number>>;
}

export function probability(model: LogisticModel, signals: Signals): number {
  let z = model.bias;
  for (const name of SIGNAL_NAMES) z += model.weights[name] * signals[name];
  return 1 / (1 + Math.exp(-z));
}

/** The scorers whose distributions the pipeline fuses. */
export const SCORER_NAMES = ["retrieval", "names", "neighbours", "classifier"] as const;
export type ScorerName = (typeof SCORER_NAMES)[number];

/** What `npm run navigator:calibrate` fits on the labelled sets (calibration.ts; see config.ts, Tuning.calibration). */
export interface Calibration {
  /** Exponents of the product of the scorers' distributions (a weighted geometric mean). */
  fusion: Readonly<Record<ScorerName, number>>;
  /**
   * What a request's framing says about the kind of page it wants: for each kind of page (its template in the
   * registry, `PageSource.kind`), the log-weight each framing feature of a request (a lexicon concept, a function
   * word, or `bias`) adds to the pages of that kind. Fitted with the fusion exponents; negligible weights are left
   * out.
   */
  framing: Readonly<Record<string, Readonly<Record<string, number>>>>;
  /** P(the request is out of the site's scope). */
  outOfScope: LogisticModel;
  /**
   * P(the best page is an acceptable answer): boosted trees, since what a signal says of the answer can depend on
   * the others, which a weighted sum cannot express (ADR 0068).
   */
  correct: BoostedTrees;
  /**
   * P(correct) from which an answer is confident: the lowest at which the labelled sets' confident answers are right
   * often enough (the calibrate tool's precision target).
   */
  confidentAt: number;
  /** Digest of the navigator's inputs it was fitted on: eval:navigator warns when they have changed since. */
  fittedOn: string;
}
