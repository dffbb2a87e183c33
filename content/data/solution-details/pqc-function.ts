import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "PQC-Function gives any service post-quantum cryptography through one API call: ML-KEM key encapsulation, ML-DSA and SLH-DSA signatures, and hybrid modes that combine them with X25519 and ECDSA while the ecosystem migrates.",
  features: [
    {
      title: "NIST standard algorithms",
      body: "ML-KEM (FIPS 203), ML-DSA (FIPS 204) and SLH-DSA (FIPS 205) at every standardised parameter set.",
    },
    {
      title: "Hybrid by default",
      body: "X25519MLKEM768 key agreement and composite ML-DSA + ECDSA signatures keep classical security if a new scheme is broken.",
    },
    {
      title: "Keys in HSMs",
      body: "Private keys are generated and used inside FIPS 140-3 validated HSMs; the API returns handles, never key material.",
    },
    {
      title: "REST and gRPC",
      body: "The same operations over HTTPS JSON and gRPC, with idempotency keys and per-key usage policies.",
    },
  ],
  howItWorks: [
    "Create a key with an algorithm and a policy (which operations, which callers, rotation period).",
    "Call encapsulate, decapsulate, sign or verify with the key handle; payloads are base64url.",
    "Every call is logged with the key id and caller for audit, without logging plaintexts.",
    "Rotate or switch algorithms by policy, without changing application code (crypto-agility).",
  ],
  useCases: [
    "Quantum-safe envelope encryption for archives that must stay confidential for decades",
    "Post-quantum code and firmware signing",
    "Hybrid key exchange for internal service-to-service traffic",
  ],
  ...sharedSolutionDetails["pqc-function"],
};
