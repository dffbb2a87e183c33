import type { Solution } from "../schemas/entities";
import { MODULI_CHAIN_MAINNET_LIVE } from "./moduli-chain-status";

/** Order matters: the first is the featured solution, items 2-4 are the Ecosystem page's "Recent Solutions". */
export const solutions: readonly Solution[] = [
  {
    id: "torusdb",
    name: "TorusDB",
    logoUrl: "/logos/torusdb.svg",
    status: "active",
    category: "Database Security",
    shortDescription:
      "An encrypted database that runs SQL aggregates and vector search directly on CKKS ciphertexts, so the server never sees plaintext rows.",
    tags: ["CKKS", "Encrypted SQL", "GPU Acceleration", "Key Management", "Vector Search"],
  },
  {
    id: "privid",
    name: "PrivID",
    logoUrl: "/logos/privid.svg",
    status: "active",
    category: "Authentication",
    shortDescription:
      "Biometric and credential authentication where face templates are matched under homomorphic encryption and never stored in the clear.",
    tags: ["Biometrics", "FIDO2", "Homomorphic Matching"],
  },
  {
    id: "pqc-function",
    name: "PQC-Function",
    logoUrl: "/logos/pqc-function.svg",
    status: "beta",
    category: "Quantum Technology",
    shortDescription:
      "Serverless post-quantum key encapsulation and signatures (ML-KEM, ML-DSA, SLH-DSA) behind a REST and gRPC API, with hybrid X25519 modes.",
    tags: ["ML-KEM", "ML-DSA", "Hybrid TLS"],
  },
  {
    id: "tokenis",
    name: "Tokenis",
    logoUrl: "/logos/tokenis.svg",
    status: "beta",
    category: "Blockchain Infrastructure",
    shortDescription:
      "A tokenization platform for real-world assets with confidential balances, compliance hooks and zero-knowledge transfer proofs.",
    tags: ["RWA", "Confidential Transfers", "zk-SNARK"],
  },
  {
    id: "epsilon",
    name: "Epsilon",
    logoUrl: "/logos/epsilon.svg",
    status: "active",
    category: "Privacy Computing",
    shortDescription:
      "A privacy-preserving analytics engine that combines differential privacy budgets with encrypted joins across organisations.",
    tags: ["Differential Privacy", "Private Set Intersection", "Analytics"],
  },
  {
    id: "moduli-chain",
    name: "Moduli Chain",
    logoUrl: "/logos/moduli-chain.svg",
    status: MODULI_CHAIN_MAINNET_LIVE ? "active" : "coming-soon",
    category: "Blockchain Infrastructure",
    shortDescription:
      "A privacy-preserving public Layer 1 with confidential transactions and zk-SNARK smart contracts, now adding a threshold-encrypted mempool against front-running.",
    tags: ["Layer 1", "Confidential Transactions", "zk-SNARK"],
  },
  {
    id: "ledger-actor-fabric",
    name: "Ledger Actor Fabric",
    logoUrl: "/logos/ledger-actor-fabric.svg",
    status: "beta",
    category: "Distributed Systems",
    shortDescription:
      "An actor-model runtime for permissioned ledgers: deterministic actors, BFT ordering and threshold-signed checkpoints.",
    tags: ["Actor Model", "BFT Consensus", "Threshold Signatures"],
  },
  {
    id: "cusp",
    name: "CUSP",
    logoUrl: "/logos/cusp.svg",
    status: "active",
    category: "MPC",
    shortDescription:
      "The Cryptographic Unified Security Platform: key custody with threshold MPC signing, HSM integration and policy controls in one console.",
    tags: ["Threshold ECDSA", "Key Custody", "HSM"],
  },
];
