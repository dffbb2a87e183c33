import type { UseCase } from "../use-cases";

/**
 * What both editions say alike of each DevHub use case (the text is in content/data/use-cases.ts and its Korean
 * sibling): its slug and core technologies, in the hub's order.
 */
export const sharedUseCases = [
  {
    slug: "encrypted-credit-scoring",
    coreTech: ["ckks"],
  },
  {
    slug: "private-medical-analytics",
    coreTech: ["ckks", "threshold-mpc"],
  },
  {
    slug: "quantum-safe-vpn",
    coreTech: ["ml-kem", "ml-dsa"],
  },
  {
    slug: "zk-identity-verification",
    coreTech: ["zk-snark"],
  },
  {
    slug: "post-quantum-firmware-signing",
    coreTech: ["ml-dsa", "threshold-mpc"],
  },
  {
    slug: "federated-fraud-detection",
    coreTech: ["he-federated-learning", "ckks"],
  },
] as const satisfies readonly Pick<UseCase, "slug" | "coreTech">[];

/** A use case's fields in the order the navigator reads them in. */
export const USE_CASE_FIELDS = [
  "slug",
  "title",
  "summary",
  "coreTech",
] as const satisfies readonly (keyof UseCase)[];
