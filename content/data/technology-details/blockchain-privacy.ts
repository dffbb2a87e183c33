import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "Public blockchains make every balance and transaction visible. Blockchain privacy keeps ledgers verifiable while hiding amounts, parties and pending orders, using commitments, range proofs, zero-knowledge proofs and threshold encryption.",
  howItWorks: [
    "Pedersen commitments hide amounts while letting validators check that value is conserved.",
    "Bulletproofs range proofs show every output is non-negative without a trusted setup.",
    "zk-SNARKs prove that private smart-contract state transitions follow the rules.",
    "Threshold-encrypted mempools reveal transactions only after their order is fixed.",
  ],
  standards: ["Pedersen commitments", "Bulletproofs", "zk-SNARKs (PLONK)", "Threshold encryption"],
  applications: [
    "Confidential payments and tokenised securities",
    "Front-running resistant decentralised exchanges",
    "Private voting and sealed-bid auctions on chain",
  ],
  ...sharedTechnologyDetails["blockchain-privacy"],
};
