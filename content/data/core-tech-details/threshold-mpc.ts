import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "Threshold signing spreads a private key across n parties so that any t of them can sign together, while fewer than t learn nothing. The key is never assembled, not even at creation, which removes the single point of compromise of classic key storage.",
  howItWorks: [
    "Distributed key generation: each party deals shares of a random secret with verifiable secret sharing; the public key is the sum of their commitments.",
    "Presigning: parties precompute nonce shares offline, using Paillier-based multiplication with zero-knowledge range proofs.",
    "Online signing: each party sends one message; the combined result is an ordinary ECDSA signature.",
    "Proactive refresh re-randomises all shares periodically without changing the public key.",
  ],
  parameters: [
    { label: "Signature schemes", value: "ECDSA (secp256k1, P-256) and EdDSA (Ed25519)" },
    { label: "Thresholds", value: "any t-of-n, typically 2-of-3 or 3-of-5" },
    { label: "Online rounds", value: "1 after presigning" },
    { label: "Adversary model", value: "malicious, with identifiable abort" },
  ],
  standards: [
    "Canetti, Gennaro, Goldfeder, Makriyannis and Peled, UC Non-Interactive, Proactive, Threshold ECDSA with Identifiable Aborts (CGGMP21)",
    "RFC 9591, The FROST Protocol for Two-Round Schnorr Signatures",
    "NIST Multi-Party Threshold Cryptography project",
  ],
  ...sharedCoreTechDetails["threshold-mpc"],
};
