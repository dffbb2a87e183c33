import type { CoreTechDetail } from "../data/core-tech-details/types";
import type { DetailKind } from "./kind";

/** The core technologies: /ecosystem/core-tech/{id}. */
export const coreTechDetails = {
  routes: ["core-tech-detail"],
  items: {
    ckks: {
      en: () => import("../data/core-tech-details/ckks"),
      ko: () => import("../ko/data/core-tech-details/ckks"),
    },
    "ml-kem": {
      en: () => import("../data/core-tech-details/ml-kem"),
      ko: () => import("../ko/data/core-tech-details/ml-kem"),
    },
    "ml-dsa": {
      en: () => import("../data/core-tech-details/ml-dsa"),
      ko: () => import("../ko/data/core-tech-details/ml-dsa"),
    },
    "zk-snark": {
      en: () => import("../data/core-tech-details/zk-snark"),
      ko: () => import("../ko/data/core-tech-details/zk-snark"),
    },
    "threshold-mpc": {
      en: () => import("../data/core-tech-details/threshold-mpc"),
      ko: () => import("../ko/data/core-tech-details/threshold-mpc"),
    },
    "he-federated-learning": {
      en: () => import("../data/core-tech-details/he-federated-learning"),
      ko: () => import("../ko/data/core-tech-details/he-federated-learning"),
    },
  },
} as const satisfies DetailKind<CoreTechDetail>;
