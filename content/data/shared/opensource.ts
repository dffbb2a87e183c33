import type { OpenSourceProject } from "../../schemas/entities";

/**
 * What both editions say alike of each open-source project (the text is in content/data/opensource.ts and its
 * Korean sibling), in the site's order.
 */
export const sharedOpenSourceProjects = [
  {
    id: "torus-he",
    name: "torus-he",
    logoUrl: "/logos/torus-he.svg",
    category: "Homomorphic Encryption",
    maturityLevel: "Production",
    stars: 2140,
    forks: 286,
    language: "Rust",
  },
  {
    id: "mlkem-wasm",
    name: "mlkem-wasm",
    logoUrl: "/logos/mlkem-wasm.svg",
    category: "Quantum Technology",
    maturityLevel: "Beta",
    stars: 1320,
    forks: 97,
    language: "TypeScript",
  },
  {
    id: "moduli-circuits",
    name: "moduli-circuits",
    logoUrl: "/logos/moduli-circuits.svg",
    category: "Zero Knowledge",
    maturityLevel: "Beta",
    stars: 864,
    forks: 121,
    language: "Circom",
  },
  {
    id: "thresh-sign",
    name: "thresh-sign",
    logoUrl: "/logos/thresh-sign.svg",
    category: "MPC",
    maturityLevel: "Beta",
    stars: 1045,
    forks: 162,
    language: "Go",
  },
  {
    id: "fedhe",
    name: "fedhe",
    logoUrl: "/logos/fedhe.svg",
    category: "Federated Learning",
    maturityLevel: "Research",
    stars: 512,
    forks: 73,
    language: "Python",
  },
  {
    id: "pq-tls-proxy",
    name: "pq-tls-proxy",
    logoUrl: "/logos/pq-tls-proxy.svg",
    category: "Quantum Technology",
    maturityLevel: "Production",
    stars: 1788,
    forks: 204,
    language: "Go",
  },
] as const satisfies readonly Pick<
  OpenSourceProject,
  "id" | "name" | "logoUrl" | "category" | "maturityLevel" | "stars" | "forks" | "language"
>[];

/** An open-source project's fields in the order of its schema (content/schemas/entities.ts), which the navigator reads them in. */
export const OPEN_SOURCE_FIELDS = [
  "id",
  "name",
  "logoUrl",
  "category",
  "shortDescription",
  "maturityLevel",
  "stars",
  "forks",
  "language",
  "technicalHighlights",
] as const satisfies readonly (keyof OpenSourceProject)[];
