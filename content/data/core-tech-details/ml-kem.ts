import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "ML-KEM is the key-encapsulation mechanism NIST standardised in FIPS 203, derived from CRYSTALS-Kyber. A sender encapsulates a fresh 32-byte shared secret to a public key; only the holder of the private key can decapsulate it. Its security rests on the Module Learning With Errors problem, for which no efficient quantum algorithm is known.",
  howItWorks: [
    "Key generation samples a module-lattice public key (a matrix A and t = As + e) and keeps the small secret s.",
    "Encapsulation derives randomness from a message, encrypts it under the public key and hashes it into the shared secret.",
    "Decapsulation decrypts, re-encrypts and compares (the Fujisaki-Okamoto transform); on mismatch it returns a pseudorandom value (implicit rejection).",
    "In TLS 1.3 the ML-KEM secret is combined with an X25519 secret (hybrid), so the session is safe if either holds.",
  ],
  parameters: [
    { label: "ML-KEM-512", value: "public key 800 B, ciphertext 768 B (category 1)" },
    { label: "ML-KEM-768", value: "public key 1,184 B, ciphertext 1,088 B (category 3)" },
    { label: "ML-KEM-1024", value: "public key 1,568 B, ciphertext 1,568 B (category 5)" },
    { label: "Shared secret", value: "32 bytes" },
  ],
  standards: [
    "NIST FIPS 203, Module-Lattice-Based Key-Encapsulation Mechanism Standard (2024)",
    "NIST SP 800-227, Recommendations for Key-Encapsulation Mechanisms",
    "IETF TLS working group draft for hybrid ECDHE-MLKEM key agreement (X25519MLKEM768)",
  ],
  ...sharedCoreTechDetails["ml-kem"],
};
