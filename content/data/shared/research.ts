import { MODULI_CHAIN_MAINNET_LIVE } from "../moduli-chain-status";
import type { ResearchHighlight } from "../research";

/**
 * What both editions say alike of each research highlight (the text is in content/data/research.ts and its Korean
 * sibling): its year and status, in the page's order.
 */
export const sharedResearchHighlights = [
  {
    id: "ec-homomorphic-breakthrough",
    year: 2021,
    status: "Production",
  },
  {
    id: "zk-signature-proofs",
    year: 2022,
    status: "Development",
  },
  {
    id: "standards-proposals",
    year: 2024,
    status: "Active",
  },
  {
    id: "mainnet-launch",
    year: 2024,
    status: MODULI_CHAIN_MAINNET_LIVE ? "Live" : "Development",
  },
] as const satisfies readonly Pick<ResearchHighlight, "id" | "year" | "status">[];
