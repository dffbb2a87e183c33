import { everydaySet } from "./dev-everyday";
import { freshSet } from "./dev-fresh";
import { holdoutSet } from "./dev-holdout";
import { pagesSetA } from "./dev-pages-a";
import { pagesSetB } from "./dev-pages-b";
import { typedSet } from "./dev-typed";
import { needsSet } from "../../../content/navigator/labelled/needs";
import { phoneSet } from "../../../content/navigator/labelled/phone";
import { realisticSet } from "../../../content/navigator/labelled/realistic";
import { tuningSet } from "../../../content/navigator/labelled/tuning";
import { voicesSet } from "../../../content/navigator/labelled/voices";
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

/** Every development set, oldest first. */
export const devSets: readonly DevSet[] = [
  { name: "tuning", cases: tuningSet, tuning: true, fitted: true },
  { name: "needs", cases: needsSet, tuning: true, fitted: true },
  { name: "held-out", cases: holdoutSet, tuning: false, fitted: false },
  { name: "pages A", cases: pagesSetA, tuning: false, fitted: false },
  { name: "pages B", cases: pagesSetB, tuning: false, fitted: false },
  { name: "everyday words", cases: everydaySet, tuning: false, fitted: false },
  { name: "fresh", cases: freshSet, tuning: false, fitted: false },
  { name: "phone", cases: phoneSet, tuning: true, fitted: true },
  { name: "realistic", cases: realisticSet, tuning: true, fitted: true },
  { name: "voices", cases: voicesSet, tuning: true, fitted: true },
  { name: "typed", cases: typedSet, tuning: false, fitted: false },
];

/** The sets nothing was tuned on: no request of content/navigator may duplicate one of their queries. */
export const heldOutSets: readonly DevSet[] = devSets.filter((s) => !s.tuning);
