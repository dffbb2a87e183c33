import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "Moduli Chain is a zk-rollup designed for the post-quantum era: accounts sign with ML-DSA, transactions wait in an encrypted mempool to stop front-running, and batches settle on a public Layer 1 with a succinct validity proof.",
  features: [
    {
      title: "Post-quantum accounts",
      body: "Account abstraction lets every wallet use ML-DSA signatures, verified inside the rollup's proof rather than on Layer 1.",
    },
    {
      title: "Encrypted mempool",
      body: "Transactions are threshold-encrypted until ordering is final, removing the information front-runners rely on.",
    },
    {
      title: "Validity proofs",
      body: "Recursive PLONK proofs compress thousands of transactions into one proof checked by the Layer 1 contract.",
    },
    {
      title: "EVM-compatible execution",
      body: "Existing Solidity contracts deploy unchanged; precompiles expose PQC verification to contracts.",
    },
  ],
  howItWorks: [
    "Users submit transactions encrypted to the sequencer committee's threshold key.",
    "The committee fixes the order first, then jointly decrypts the batch.",
    "The prover executes the batch and produces a recursive validity proof.",
    "The Layer 1 contract verifies the proof and records the new state root.",
  ],
  useCases: [
    "Long-lived assets that must outlast the arrival of quantum computers",
    "Fair ordering for decentralised exchanges",
    "Settlement layer for Tokenis assets",
  ],
  coreTech: ["zk-snark", "ml-dsa", "threshold-mpc"],
};
