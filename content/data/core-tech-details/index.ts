import type { CoreTechDetail } from "./types";

export type { CoreTechDetail } from "./types";

/**
 * One chunk per item: a detail page downloads only the long form it shows (see ADR 0030). Keys are ids.
 */
export const coreTechDetailLoaders: Readonly<Record<string, () => Promise<CoreTechDetail>>> = {
  ckks: () => import("./ckks").then((m) => m.detail),
  "ml-kem": () => import("./ml-kem").then((m) => m.detail),
  "ml-dsa": () => import("./ml-dsa").then((m) => m.detail),
  "zk-snark": () => import("./zk-snark").then((m) => m.detail),
  "threshold-mpc": () => import("./threshold-mpc").then((m) => m.detail),
  "he-federated-learning": () => import("./he-federated-learning").then((m) => m.detail),
};
