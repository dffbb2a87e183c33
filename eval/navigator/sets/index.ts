import { everydaySet } from "./dev-everyday";
import { freshSet } from "./dev-fresh";
import { holdoutSet } from "./dev-holdout";
import { pagesSetA } from "./dev-pages-a";
import { pagesSetB } from "./dev-pages-b";
import { typedSet } from "./dev-typed";
import { labelledSets } from "../../../content/navigator/labelled";
import type { EvalCase } from "./types";

export interface DevSet {
  name: string;
  cases: readonly EvalCase[];
  /**
   * Tuning data: the engine was adjusted while reading its misses, or the calibration fits on it. The other sets'
   * misses are never printed.
   */
  tuning: boolean;
  /**
   * The navigator learns from it (content/navigator/labelled) and `npm run navigator:calibrate` fits on it: it is
   * measured by navigators built without each of its requests (cross-fitted, crossfit.ts).
   */
  fitted: boolean;
}

/**
 * Every development set: the labelled sets the navigator learns from (one list, content/navigator/labelled, decides
 * what is learnt and what is measured cross-fitted), then the held-out sets, oldest first.
 */
export const devSets: readonly DevSet[] = [
  ...labelledSets.map(({ name, requests }) => ({ name, cases: requests, tuning: true, fitted: true })),
  { name: "held-out", cases: holdoutSet, tuning: false, fitted: false },
  { name: "pages A", cases: pagesSetA, tuning: false, fitted: false },
  { name: "pages B", cases: pagesSetB, tuning: false, fitted: false },
  { name: "everyday words", cases: everydaySet, tuning: false, fitted: false },
  { name: "fresh", cases: freshSet, tuning: false, fitted: false },
  { name: "typed", cases: typedSet, tuning: false, fitted: false },
];

/** The sets nothing was tuned on: no request of content/navigator may duplicate one of their queries. */
export const heldOutSets: readonly DevSet[] = devSets.filter((s) => !s.tuning);
