import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "A large quantum computer would break RSA and elliptic-curve cryptography with Shor's algorithm. Post-quantum cryptography replaces them with schemes believed to resist quantum attacks. NIST finalised the first standards in 2024: ML-KEM for key encapsulation and ML-DSA and SLH-DSA for signatures.",
  howItWorks: [
    "ML-KEM (FIPS 203) derives a shared secret from a Module-LWE public key; a ciphertext encapsulates it for the key owner.",
    "ML-DSA (FIPS 204) signs with the Fiat-Shamir with aborts technique over module lattices.",
    "SLH-DSA (FIPS 205) builds stateless signatures from hash functions only, a conservative fallback.",
    "Hybrid modes combine a classical and a post-quantum algorithm so a break of either alone is not fatal.",
  ],
  standards: [
    "FIPS 203 (ML-KEM)",
    "FIPS 204 (ML-DSA)",
    "FIPS 205 (SLH-DSA)",
    "X25519MLKEM768 hybrid group for TLS 1.3",
  ],
  applications: [
    "Quantum-safe TLS and VPN key exchange against harvest-now, decrypt-later attacks",
    "Code and firmware signing for long-lived devices",
    "Cryptographic inventories and crypto-agile migration plans",
  ],
  ...sharedTechnologyDetails["post-quantum-cryptography"],
};
