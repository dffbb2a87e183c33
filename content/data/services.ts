/**
 * The services catalogue (/service/services): the platforms (PrivID and TorusDB as one entry, sold together) and
 * the Moduli Chain network. Each card names the solutions of content/data/solutions.ts it sells, so status and
 * wording stay tied to the ecosystem data (checked by services.test.ts).
 */

import type { Solution } from "../schemas/entities";
import { withText } from "../with-text";
import { sharedServiceCards } from "./shared/services";

/** Icon keys; app code maps each to a lucide icon (content stays free of UI libraries). */
export type ServiceIconKey = "key-round" | "fingerprint" | "atom" | "coins" | "chart" | "layers" | "network";

export type ServiceId =
  "cusp" | "privid" | "pqc-function" | "tokenis" | "epsilon" | "moduli-chain" | "ledger-actor-fabric";

export interface ServiceCard {
  id: ServiceId;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  icon: ServiceIconKey;
  /** Tailwind gradient stops (`from-* to-*`), dark enough for white text and icons. */
  gradient: string;
  /** Where the card's button leads: a platform page, or the solution detail when there is none. */
  path: string;
  buttonText: string;
  /** Ids in content/data/solutions.ts (a test checks that `status` is the first one's status). */
  solutionIds: readonly string[];
  status: Solution["status"];
}

export const serviceCards: readonly ServiceCard[] = withText(sharedServiceCards, (e) => e.id, {
  cusp: {
    subtitle: "Cryptographic Unified Security Platform",
    description:
      "Custody and sign with keys that never exist in one place: threshold MPC signing, HSM-backed root keys and approval policies in a single console.",
    features: [
      "t-of-n threshold ECDSA and EdDSA (CGGMP21)",
      "PKCS#11 and cloud KMS integration for root keys",
      "Quorum approvals and spending policies",
      "Tamper-evident audit log of every signature",
    ],
    buttonText: "Explore CUSP",
  },
  privid: {
    subtitle: "Encrypted identity on an encrypted database",
    description:
      "PrivID matches face and credential templates under homomorphic encryption; TorusDB stores them and runs SQL aggregates and vector search on CKKS ciphertexts.",
    features: [
      "1:1 and 1:N biometric matching on ciphertexts",
      "FIDO2 / WebAuthn passkeys alongside biometrics",
      "Encrypted SQL aggregates and vector search",
      "GPU-accelerated CKKS with customer-held keys",
    ],
    buttonText: "Explore PrivID / TorusDB",
  },
  "pqc-function": {
    subtitle: "Post-quantum cryptography as a serverless API",
    description:
      "Call ML-KEM, ML-DSA and SLH-DSA over REST or gRPC instead of shipping your own lattice code, with hybrid X25519 modes for a gradual migration.",
    features: [
      "ML-KEM-512/768/1024 key encapsulation (FIPS 203)",
      "ML-DSA (FIPS 204) and SLH-DSA (FIPS 205) signatures",
      "Hybrid X25519MLKEM768 for TLS 1.3",
      "Keys sealed in HSMs, never returned in the clear",
    ],
    buttonText: "Explore PQC-Function",
  },
  tokenis: {
    subtitle: "Real-world asset tokenization with confidentiality",
    description:
      "Issue and transfer tokenized bonds, funds and invoices with confidential balances, while regulators and auditors verify compliance through zero-knowledge proofs.",
    features: [
      "Confidential balances with Pedersen commitments",
      "zk-SNARK transfer proofs (PLONK)",
      "Allow-list, KYC and transfer-limit hooks",
      "Selective disclosure keys for auditors",
    ],
    buttonText: "Explore Tokenis",
  },
  epsilon: {
    subtitle: "Privacy-preserving analytics across organisations",
    description:
      "Answer questions over data you are not allowed to pool: encrypted joins via private set intersection, with a differential-privacy budget on every released statistic.",
    features: [
      "Private set intersection for encrypted joins",
      "Per-dataset (ε, δ) privacy budgets",
      "SQL interface with automatic noise calibration",
      "Query audit trail for data-protection officers",
    ],
    buttonText: "Explore Epsilon",
  },
  "moduli-chain": {
    subtitle: "A privacy-preserving public Layer 1",
    description:
      "A public blockchain where amounts stay confidential and smart contracts prove every change to their state: anyone can verify the ledger without reading it.",
    features: [
      "Confidential transactions (Pedersen commitments, Bulletproofs)",
      "Private smart contracts proven with PLONK",
      "BFT consensus with batch proof verification",
      "Threshold-encrypted mempool, being rolled out",
    ],
    buttonText: "View Solution Details",
  },
  "ledger-actor-fabric": {
    subtitle: "An actor-model runtime for permissioned ledgers",
    description:
      "Model business processes as deterministic actors whose messages are ordered by BFT consensus and checkpointed with threshold signatures.",
    features: [
      "Deterministic actors compiled to WebAssembly",
      "HotStuff-style BFT ordering",
      "Threshold-signed state checkpoints",
      "Per-actor confidentiality domains",
    ],
    buttonText: "Explore Ledger Actor Fabric",
  },
});
