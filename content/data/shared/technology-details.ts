import type { TechnologyDetail } from "../technology-details/types";

/**
 * What both editions' research technology pages say alike: the core technologies related to each.
 */
export const sharedTechnologyDetails = {
  "homomorphic-encryption": {
    relatedCoreTech: ["ckks", "he-federated-learning"],
  },
  "post-quantum-cryptography": {
    relatedCoreTech: ["ml-kem", "ml-dsa"],
  },
  "zero-knowledge-proofs": {
    relatedCoreTech: ["zk-snark"],
  },
  "secure-multi-party-computation": {
    relatedCoreTech: ["threshold-mpc"],
  },
  "privacy-preserving-machine-learning": {
    relatedCoreTech: ["he-federated-learning", "ckks"],
  },
  "blockchain-privacy": {
    relatedCoreTech: ["zk-snark", "threshold-mpc"],
  },
  "differential-privacy": {
    relatedCoreTech: ["he-federated-learning"],
  },
} as const satisfies Readonly<Record<string, Pick<TechnologyDetail, "relatedCoreTech">>>;
