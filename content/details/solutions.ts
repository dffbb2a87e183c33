import type { SolutionDetail } from "../data/solution-details/types";
import type { DetailKind } from "./kind";

/** The solutions: /ecosystem/solutions/{id}. */
export const solutionDetails = {
  routes: ["solution-detail"],
  items: {
    torusdb: {
      en: () => import("../data/solution-details/torusdb"),
      ko: () => import("../ko/data/solution-details/torusdb"),
    },
    privid: {
      en: () => import("../data/solution-details/privid"),
      ko: () => import("../ko/data/solution-details/privid"),
    },
    "pqc-function": {
      en: () => import("../data/solution-details/pqc-function"),
      ko: () => import("../ko/data/solution-details/pqc-function"),
    },
    tokenis: {
      en: () => import("../data/solution-details/tokenis"),
      ko: () => import("../ko/data/solution-details/tokenis"),
    },
    epsilon: {
      en: () => import("../data/solution-details/epsilon"),
      ko: () => import("../ko/data/solution-details/epsilon"),
    },
    "moduli-chain": {
      en: () => import("../data/solution-details/moduli-chain"),
      ko: () => import("../ko/data/solution-details/moduli-chain"),
    },
    "ledger-actor-fabric": {
      en: () => import("../data/solution-details/ledger-actor-fabric"),
      ko: () => import("../ko/data/solution-details/ledger-actor-fabric"),
    },
    cusp: {
      en: () => import("../data/solution-details/cusp"),
      ko: () => import("../ko/data/solution-details/cusp"),
    },
  },
} as const satisfies DetailKind<SolutionDetail>;
