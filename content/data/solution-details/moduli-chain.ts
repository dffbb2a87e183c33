import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "Moduli Chain is a public Layer 1 blockchain built for privacy: amounts travel as commitments, smart contracts keep their state private behind zk-SNARKs, and validators check each block without seeing a single balance. Its next step is a threshold-encrypted mempool that keeps pending transactions sealed until their order is final.",
  features: [
    {
      title: "Confidential transactions",
      body: "Pedersen commitments hide every amount; aggregated Bulletproofs range proofs show that no value is created, with no trusted setup.",
    },
    {
      title: "Private smart contracts",
      body: "Contracts keep their state encrypted and attach a PLONK zk-SNARK to each state transition, which validators check without seeing the data.",
    },
    {
      title: "Encrypted mempool",
      body: "Being rolled out: transactions are encrypted to the validators' threshold key and opened only once the block's order is fixed, removing what front-runners rely on.",
    },
    {
      title: "Batch verification",
      body: "Validators check all range proofs of a block in one batch, which keeps block validation within its time budget.",
    },
  ],
  howItWorks: [
    "A wallet commits to the amounts, builds their range proofs and, for a contract call, a zk-SNARK of the state change.",
    "With the encrypted mempool, the transaction is encrypted to the validators' threshold key before it is broadcast.",
    "Validators order the block with BFT consensus, decrypt it together and verify it in batches.",
    "The block records only commitments and state roots: the ledger stays verifiable without exposing balances.",
  ],
  useCases: [
    "Confidential payments and securities settlement on a public chain",
    "Decentralised exchanges that front-runners cannot exploit",
    "Settlement layer for Tokenis assets",
  ],
  ...sharedSolutionDetails["moduli-chain"],
};
