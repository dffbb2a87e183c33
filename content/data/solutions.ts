import type { Solution } from "../schemas/entities";
import { withText } from "../with-text";
import { sharedSolutions } from "./shared/solutions";

export const solutions: readonly Solution[] = withText(sharedSolutions, (e) => e.id, {
  torusdb: {
    shortDescription:
      "An encrypted database that runs SQL aggregates and vector search directly on CKKS ciphertexts, so the server never sees plaintext rows.",
    tags: ["CKKS", "Encrypted SQL", "GPU Acceleration", "Key Management", "Vector Search"],
  },
  privid: {
    shortDescription:
      "Biometric and credential authentication where face templates are matched under homomorphic encryption and never stored in the clear.",
    tags: ["Biometrics", "FIDO2", "Homomorphic Matching"],
  },
  "pqc-function": {
    shortDescription:
      "Serverless post-quantum key encapsulation and signatures (ML-KEM, ML-DSA, SLH-DSA) behind a REST and gRPC API, with hybrid X25519 modes.",
    tags: ["ML-KEM", "ML-DSA", "Hybrid TLS"],
  },
  tokenis: {
    shortDescription:
      "A tokenization platform for real-world assets with confidential balances, compliance hooks and zero-knowledge transfer proofs.",
    tags: ["RWA", "Confidential Transfers", "zk-SNARK"],
  },
  epsilon: {
    shortDescription:
      "A privacy-preserving analytics engine that combines differential privacy budgets with encrypted joins across organisations.",
    tags: ["Differential Privacy", "Private Set Intersection", "Analytics"],
  },
  "moduli-chain": {
    shortDescription:
      "A privacy-preserving public Layer 1 with confidential transactions and zk-SNARK smart contracts, now adding a threshold-encrypted mempool against front-running.",
    tags: ["Layer 1", "Confidential Transactions", "zk-SNARK"],
  },
  "ledger-actor-fabric": {
    shortDescription:
      "An actor-model runtime for permissioned ledgers: deterministic actors, BFT ordering and threshold-signed checkpoints.",
    tags: ["Actor Model", "BFT Consensus", "Threshold Signatures"],
  },
  cusp: {
    shortDescription:
      "The Cryptographic Unified Security Platform: key custody with threshold MPC signing, HSM integration and policy controls in one console.",
    tags: ["Threshold ECDSA", "Key Custody", "HSM"],
  },
});
