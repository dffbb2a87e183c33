import { basicsSet } from "./basics";
import { mixedSet } from "./mixed";
import { needsSet } from "./needs";
import { phoneSet } from "./phone";
import { realisticSet } from "./realistic";
import { spokenSet } from "./spoken";
import { trustSet } from "./trust";
import { tuningSet } from "./tuning";
import { voicesSet } from "./voices";
import type { LabelledRequest } from "./types";

/**
 * Requests written the way visitors write them, each labelled with the pages that answer it: the navigator learns
 * from them as from the pages' own requests (an errand teaches the out-of-scope class), and its calibration fits on
 * them, each measured by scorers built without it. Written by several authors who had not seen the navigator.
 */
export const labelledSets: readonly { name: string; requests: readonly LabelledRequest[] }[] = [
  { name: "tuning", requests: tuningSet },
  { name: "needs", requests: needsSet },
  { name: "phone", requests: phoneSet },
  { name: "realistic", requests: realisticSet },
  { name: "voices", requests: voicesSet },
  { name: "spoken", requests: spokenSet },
  { name: "mixed", requests: mixedSet },
  { name: "trust", requests: trustSet },
  { name: "basics", requests: basicsSet },
];
