import { sample } from "./code/quantum-safe-vpn";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Network and security teams of organisations with long-lived secrets",
  problem:
    "Traffic recorded today can be decrypted once a cryptographically relevant quantum computer exists (harvest now, decrypt later). Site-to-site tunnels that carry health, state or trade secrets need protection now, while staying compatible with existing gateways.",
  solution:
    "The tunnel's key exchange combines X25519 with ML-KEM-768, so the session key is safe if either survives. Gateways authenticate with ML-DSA-65 certificates issued alongside the existing ECDSA ones. PQC-Function holds the long-term keys in HSMs and rotates them by policy.",
  architecture: [
    { name: "Gateway A and B", role: "Run hybrid IKEv2 or TLS 1.3 with X25519MLKEM768" },
    { name: "PQC-Function", role: "Issues and stores ML-DSA gateway keys, rotates them on schedule" },
    { name: "pq-tls-proxy", role: "Fronts legacy services that cannot be upgraded yet" },
    { name: "Inventory", role: "Reports which tunnels already negotiate post-quantum groups" },
  ],
  stack: ["PQC-Function", "pq-tls-proxy", "Nullspace Go SDK"],
  code: sample({
    decapsulate: "The peer gateway encapsulates to key.PublicKey; we decapsulate inside the HSM.",
  }),
  outcomes: [
    "Recorded traffic stays confidential against future quantum attacks",
    "Classical security is kept: the hybrid never weakens today's protection",
    "Key rotation and algorithm changes happen by policy, not by redeploying",
  ],
};
