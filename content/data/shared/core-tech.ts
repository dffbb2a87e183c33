import type { CoreTech } from "../../schemas/entities";

/**
 * What both editions say alike of each core technology (the text is in content/data/core-tech.ts and its Korean
 * sibling). The first four appear in the Ecosystem highlights row.
 */
export const sharedCoreTechnologies = [
  {
    id: "ckks",
    logoUrl: "/logos/ckks.svg",
    category: "Homomorphic Encryption",
    maturityLevel: "Production",
  },
  {
    id: "ml-kem",
    logoUrl: "/logos/ml-kem.svg",
    category: "Quantum Technology",
    maturityLevel: "Production",
  },
  {
    id: "ml-dsa",
    logoUrl: "/logos/ml-dsa.svg",
    category: "Digital Signature",
    maturityLevel: "Production",
  },
  {
    id: "zk-snark",
    logoUrl: "/logos/zk-snark.svg",
    category: "Zero Knowledge",
    maturityLevel: "Production",
  },
  {
    id: "threshold-mpc",
    logoUrl: "/logos/threshold-mpc.svg",
    category: "MPC",
    maturityLevel: "Development",
  },
  {
    id: "he-federated-learning",
    logoUrl: "/logos/he-federated-learning.svg",
    category: "Federated Learning",
    maturityLevel: "Development",
  },
] as const satisfies readonly Pick<CoreTech, "id" | "logoUrl" | "category" | "maturityLevel">[];

/** A core technology's fields in the order of its schema (content/schemas/entities.ts), which the navigator reads them in. */
export const CORE_TECH_FIELDS = [
  "id",
  "name",
  "fullName",
  "logoUrl",
  "category",
  "shortDescription",
  "maturityLevel",
  "securityLevel",
  "technicalHighlights",
] as const satisfies readonly (keyof CoreTech)[];
