import type { TechnologyDetail } from "../data/technology-details/types";
import type { DetailKind } from "./kind";

/** The research technologies: /research/technologies/{id}. */
export const technologyDetails = {
  routes: ["technology-detail"],
  items: {
    "homomorphic-encryption": {
      en: () => import("../data/technology-details/homomorphic-encryption"),
      ko: () => import("../ko/data/technology-details/homomorphic-encryption"),
    },
    "post-quantum-cryptography": {
      en: () => import("../data/technology-details/post-quantum-cryptography"),
      ko: () => import("../ko/data/technology-details/post-quantum-cryptography"),
    },
    "zero-knowledge-proofs": {
      en: () => import("../data/technology-details/zero-knowledge-proofs"),
      ko: () => import("../ko/data/technology-details/zero-knowledge-proofs"),
    },
    "secure-multi-party-computation": {
      en: () => import("../data/technology-details/secure-multi-party-computation"),
      ko: () => import("../ko/data/technology-details/secure-multi-party-computation"),
    },
    "privacy-preserving-machine-learning": {
      en: () => import("../data/technology-details/privacy-preserving-machine-learning"),
      ko: () => import("../ko/data/technology-details/privacy-preserving-machine-learning"),
    },
    "blockchain-privacy": {
      en: () => import("../data/technology-details/blockchain-privacy"),
      ko: () => import("../ko/data/technology-details/blockchain-privacy"),
    },
    "differential-privacy": {
      en: () => import("../data/technology-details/differential-privacy"),
      ko: () => import("../ko/data/technology-details/differential-privacy"),
    },
  },
} as const satisfies DetailKind<TechnologyDetail>;
