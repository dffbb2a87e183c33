import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "ML-DSA is the lattice-based signature scheme of FIPS 204, derived from CRYSTALS-Dilithium. It signs with the Fiat-Shamir with aborts technique over module lattices, giving fast signing and verification with signatures of a few kilobytes, the general-purpose replacement for RSA and ECDSA signatures.",
  howItWorks: [
    "The private key is a pair of short vectors; the public key is t = As1 + s2, published in compressed form.",
    "Signing masks the secret with a random vector, derives a challenge from a hash of the message and the commitment, and rejects and retries any signature that would leak information about the key.",
    "Verification recomputes the commitment from the signature and public key and checks the challenge hash.",
    "Composite certificates carry both an ML-DSA and an ECDSA signature during the migration period.",
  ],
  parameters: [
    { label: "ML-DSA-44", value: "public key 1,312 B, signature 2,420 B (category 2)" },
    { label: "ML-DSA-65", value: "public key 1,952 B, signature 3,309 B (category 3)" },
    { label: "ML-DSA-87", value: "public key 2,592 B, signature 4,627 B (category 5)" },
    { label: "Hash-based alternative", value: "SLH-DSA (FIPS 205) for conservative, stateless signatures" },
  ],
  standards: [
    "NIST FIPS 204, Module-Lattice-Based Digital Signature Standard (2024)",
    "NIST FIPS 205, Stateless Hash-Based Digital Signature Standard (SLH-DSA)",
    "IETF LAMPS working group drafts for ML-DSA and composite signatures in X.509",
  ],
  ...sharedCoreTechDetails["ml-dsa"],
};
