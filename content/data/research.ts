/** Research overview content (/research): highlights, standards work, counters' fixed inputs, classroom. */
import { withText } from "../with-text";
import { sharedResearchHighlights } from "./shared/research";

export type HighlightStatus = "Production" | "Development" | "Active" | "Live";

export interface ResearchHighlight {
  id: string;
  title: string;
  year: number;
  status: HighlightStatus;
  description: string;
}

/** The four Current Research Highlights with their year and status. */
export const researchHighlights: readonly ResearchHighlight[] = withText(
  sharedResearchHighlights,
  (e) => e.id,
  {
    "ec-homomorphic-breakthrough": {
      title: "Breakthrough in elliptic-curve homomorphic encryption",
      description:
        "CRT-split EC-ElGamal decryption recovers 64-bit encrypted sums in under a millisecond, now serving encrypted aggregates in TorusDB.",
    },
    "zk-signature-proofs": {
      title: "Zero-knowledge proofs on digital signatures",
      description:
        "PLONK circuits that prove possession of a valid ECDSA or EdDSA signature on a hidden credential without revealing it.",
    },
    "standards-proposals": {
      title: "Standards proposals",
      description:
        "Proposals to international standards work on homomorphic encryption and on hybrid post-quantum key exchange.",
    },
    "mainnet-launch": {
      title: "Mainnet launch",
      description:
        "Moduli Chain mainnet went live with confidential transactions and zk-SNARK smart contracts.",
    },
  },
);

export interface StandardsContribution {
  id: string;
  body: string;
  topic: string;
}

/** The global standards efforts the team contributes to (the '2 global standards' counter). */
export const standardsContributions: readonly StandardsContribution[] = [
  {
    id: "fhe-iso",
    body: "ISO/IEC JTC 1/SC 27",
    topic: "Fully homomorphic encryption (ISO/IEC 28033 series): CKKS and BFV parameter proposals",
  },
  {
    id: "pq-hybrid-tls",
    body: "IETF TLS working group",
    topic: "Hybrid post-quantum key exchange for TLS 1.3 with ML-KEM",
  },
];

/** The research programme started in 2013: "11+ years" as of the 2024 mainnet launch. */
export const RESEARCH_YEARS = 11;

export const classroomAnnouncement = {
  launch: "Opening in 2027",
  courses: [
    {
      title: "Lattices for Engineers",
      level: "Intermediate",
      summary: "LWE, RLWE and MLWE from first principles, parameter estimation and ML-KEM step by step.",
    },
    {
      title: "Homomorphic Encryption in Practice",
      level: "Advanced",
      summary: "CKKS, BFV/BGV and TFHE: encoding, noise budgets, bootstrapping and choosing a scheme.",
    },
    {
      title: "Zero-Knowledge Proofs from Circuits to Rollups",
      level: "Intermediate",
      summary: "Arithmetisation, PLONK, KZG commitments and recursive proofs with hands-on circuits.",
    },
    {
      title: "Migrating to Post-Quantum Cryptography",
      level: "Introductory",
      summary: "FIPS 203, 204 and 205, hybrid TLS, inventories and crypto agility for engineering teams.",
    },
  ],
} as const;
