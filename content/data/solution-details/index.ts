import type { SolutionDetail } from "./types";

export type { SolutionDetail } from "./types";

/**
 * One chunk per item: a detail page downloads only the long form it shows (see ADR 0030). Keys are ids.
 */
export const solutionDetailLoaders: Readonly<Record<string, () => Promise<SolutionDetail>>> = {
  torusdb: () => import("./torusdb").then((m) => m.detail),
  privid: () => import("./privid").then((m) => m.detail),
  "pqc-function": () => import("./pqc-function").then((m) => m.detail),
  tokenis: () => import("./tokenis").then((m) => m.detail),
  epsilon: () => import("./epsilon").then((m) => m.detail),
  "moduli-chain": () => import("./moduli-chain").then((m) => m.detail),
  "ledger-actor-fabric": () => import("./ledger-actor-fabric").then((m) => m.detail),
  cusp: () => import("./cusp").then((m) => m.detail),
};
