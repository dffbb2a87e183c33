/** Research technologies (/research/technology-overview lists 7; each has /research/technologies/{id}). */
export interface Technology {
  id: string;
  name: string;
  summary: string;
}

export const technologies: readonly Technology[] = [
  {
    id: "homomorphic-encryption",
    name: "Homomorphic Encryption",
    summary: "Computing on encrypted data with CKKS, BFV/BGV and TFHE.",
  },
  {
    id: "post-quantum-cryptography",
    name: "Post-Quantum Cryptography",
    summary: "Lattice-based ML-KEM and ML-DSA, hash-based SLH-DSA and migration tooling.",
  },
  {
    id: "zero-knowledge-proofs",
    name: "Zero-Knowledge Proofs",
    summary: "zk-SNARKs and zk-STARKs for private, verifiable computation.",
  },
  {
    id: "secure-multi-party-computation",
    name: "Secure Multi-Party Computation",
    summary: "Joint computation and threshold signing without a trusted party.",
  },
  {
    id: "privacy-preserving-machine-learning",
    name: "Privacy-Preserving Machine Learning",
    summary: "Encrypted inference and federated learning with secure aggregation.",
  },
  {
    id: "blockchain-privacy",
    name: "Blockchain Privacy",
    summary: "Confidential transactions, private smart contracts and encrypted mempools.",
  },
  {
    id: "differential-privacy",
    name: "Differential Privacy",
    summary: "Provable bounds on what statistics reveal about any individual.",
  },
];
