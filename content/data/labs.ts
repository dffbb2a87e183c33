/** The Labs page (/labs). The lab's name, operator and URL come from the site config (content/site.ts). */
import { withText } from "../with-text";
import { sharedLabFocusAreas } from "./shared/labs";
export const labIntro = {
  tagline: "Where the mathematics of tomorrow's cryptography is worked out today.",
  mission:
    "The lab turns new cryptographic ideas into systems people can trust. We study the hardness assumptions, publish our parameters and proofs, build open implementations, and hand them to the Nullspace product teams once they are ready for production. Our researchers work in the open with universities and standards bodies on lattice cryptography, homomorphic encryption and privacy for public ledgers.",
} as const;

export type LabFocusIcon = "sigma" | "atom" | "lock" | "blocks";

export interface LabFocus {
  id: string;
  title: string;
  icon: LabFocusIcon;
  description: string;
  topics: readonly string[];
}

export const labFocusAreas: readonly LabFocus[] = withText(sharedLabFocusAreas, (e) => e.id, {
  "mathematical-cryptography": {
    title: "Mathematical Cryptography",
    description:
      "The hardness assumptions underneath everything we ship: lattice problems, elliptic curves and hash functions, and the cryptanalysis that sets their parameters.",
    topics: [
      "Lattice reduction and the LWE estimator",
      "Elliptic-curve and pairing arithmetic",
      "Provable security",
    ],
  },
  "post-quantum-security": {
    title: "Post-Quantum Security",
    description:
      "Implementations and migrations for ML-KEM (FIPS 203), ML-DSA (FIPS 204) and SLH-DSA (FIPS 205), hardened against side channels.",
    topics: ["Hybrid TLS key exchange", "Constant-time embedded code", "Crypto-agile architectures"],
  },
  "homomorphic-encryption": {
    title: "Homomorphic Encryption",
    description:
      "Faster bootstrapping and better compilers for CKKS, BFV/BGV and TFHE, so computation on encrypted data becomes routine.",
    topics: ["Bootstrapping and scheme switching", "GPU acceleration", "Encrypted machine learning"],
  },
  "blockchain-privacy": {
    title: "Blockchain Privacy",
    description:
      "Confidential transactions, zk-SNARK smart contracts and threshold-encrypted mempools for verifiable ledgers that keep data private.",
    topics: ["PLONK and recursive proofs", "Threshold cryptography", "MEV resistance"],
  },
});
