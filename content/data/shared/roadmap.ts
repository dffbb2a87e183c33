import { MODULI_CHAIN_MAINNET_LIVE } from "../moduli-chain-status";
import type { RoadmapProject } from "../roadmap";

/**
 * What both editions say alike of each roadmap project (the text is in content/data/roadmap.ts and its Korean
 * sibling): its status and research technologies, in the roadmap's order.
 */
export const sharedRoadmapProjects = [
  {
    id: "moduli-chain",
    status: MODULI_CHAIN_MAINNET_LIVE ? "Live" : "Development",
    technologyIds: ["blockchain-privacy", "zero-knowledge-proofs", "secure-multi-party-computation"],
  },
  {
    id: "torus-fhe-platform",
    status: "Active",
    technologyIds: ["homomorphic-encryption", "privacy-preserving-machine-learning"],
  },
  {
    id: "pqc-migration",
    status: "Development",
    technologyIds: ["post-quantum-cryptography"],
  },
] as const satisfies readonly Pick<RoadmapProject, "id" | "status" | "technologyIds">[];

/** A project's fields in the order the navigator reads them in. */
export const ROADMAP_PROJECT_FIELDS = [
  "id",
  "name",
  "status",
  "goal",
  "technologyIds",
  "phases",
] as const satisfies readonly (keyof RoadmapProject)[];
