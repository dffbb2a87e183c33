import type { Solution } from "../../schemas/entities";
import { MODULI_CHAIN_MAINNET_LIVE } from "../moduli-chain-status";

/**
 * What both editions say alike of each solution (the text is in content/data/solutions.ts and its Korean sibling).
 * Order matters: the first is the featured solution, items 2-4 are the Ecosystem page's "Recent Solutions".
 */
export const sharedSolutions = [
  {
    id: "torusdb",
    name: "TorusDB",
    logoUrl: "/logos/torusdb.svg",
    status: "active",
    category: "Database Security",
  },
  {
    id: "privid",
    name: "PrivID",
    logoUrl: "/logos/privid.svg",
    status: "active",
    category: "Authentication",
  },
  {
    id: "pqc-function",
    name: "PQC-Function",
    logoUrl: "/logos/pqc-function.svg",
    status: "beta",
    category: "Quantum Technology",
  },
  {
    id: "tokenis",
    name: "Tokenis",
    logoUrl: "/logos/tokenis.svg",
    status: "beta",
    category: "Blockchain Infrastructure",
  },
  {
    id: "epsilon",
    name: "Epsilon",
    logoUrl: "/logos/epsilon.svg",
    status: "active",
    category: "Privacy Computing",
  },
  {
    id: "moduli-chain",
    name: "Moduli Chain",
    logoUrl: "/logos/moduli-chain.svg",
    status: MODULI_CHAIN_MAINNET_LIVE ? "active" : "coming-soon",
    category: "Blockchain Infrastructure",
  },
  {
    id: "ledger-actor-fabric",
    name: "Ledger Actor Fabric",
    logoUrl: "/logos/ledger-actor-fabric.svg",
    status: "beta",
    category: "Distributed Systems",
  },
  {
    id: "cusp",
    name: "CUSP",
    logoUrl: "/logos/cusp.svg",
    status: "active",
    category: "MPC",
  },
] as const satisfies readonly Pick<Solution, "id" | "name" | "logoUrl" | "status" | "category">[];
