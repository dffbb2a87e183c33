/**
 * Long-form content of the core technology detail pages, keyed by core technology id. Separate from core-tech.ts
 * so that the shell's entry chunk (which imports the registry and its item lists) stays small.
 */
export interface Parameter {
  label: string;
  value: string;
}

export interface CoreTechDetail {
  overview: string;
  howItWorks: readonly string[];
  parameters: readonly Parameter[];
  standards: readonly string[];
  /** Open-source project ids that implement this technology. */
  openSource: readonly string[];
  /**
   * Solution ids built on this technology (the inverse of SolutionDetail.coreTech, kept here so this page need
   * not load every solution's long form; a unit test keeps both directions in step).
   */
  usedBy: readonly string[];
}

export const coreTechDetails: Readonly<Record<string, CoreTechDetail>> = {
  ckks: {
    overview:
      "CKKS encrypts vectors of real or complex numbers and lets a server add and multiply them while they stay encrypted. Unlike BFV and BGV, which compute exactly on integers, CKKS treats the encryption noise as part of an approximation error, which makes it the natural fit for statistics, signal processing and neural-network inference.",
    howItWorks: [
      "A vector of up to N/2 numbers is encoded into one polynomial of the ring Z_Q[X]/(X^N + 1) through a canonical embedding, scaled by a factor Delta.",
      "Encryption adds a Ring-LWE sample; additions and multiplications act slot-wise on all packed values at once (SIMD).",
      "After each multiplication, rescaling divides by one RNS prime to keep the scale stable, consuming one level of the modulus chain.",
      "When the levels run out, bootstrapping homomorphically refreshes the ciphertext so computation can continue.",
    ],
    parameters: [
      { label: "Ring dimension N", value: "2^14 to 2^16" },
      { label: "Slots per ciphertext", value: "N/2 (up to 32,768)" },
      { label: "Typical precision", value: "20 to 40 bits after bootstrapping" },
      { label: "Hardness assumption", value: "Ring Learning With Errors (RLWE)" },
    ],
    standards: [
      "Cheon, Kim, Kim and Song, Homomorphic Encryption for Arithmetic of Approximate Numbers (ASIACRYPT 2017)",
      "HomomorphicEncryption.org Security Standard (parameter tables for 128-bit security)",
      "Li and Micciancio, On the Security of Homomorphic Encryption on Approximate Numbers (EUROCRYPT 2021): why decryption results must not be shared naively",
    ],
    openSource: ["torus-he", "fedhe"],
    usedBy: ["torusdb", "privid", "epsilon"],
  },
  "ml-kem": {
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
    openSource: ["mlkem-wasm", "pq-tls-proxy"],
    usedBy: ["pqc-function"],
  },
  "ml-dsa": {
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
    openSource: ["mlkem-wasm", "moduli-circuits"],
    usedBy: ["pqc-function", "tokenis", "moduli-chain", "ledger-actor-fabric", "cusp"],
  },
  "zk-snark": {
    overview:
      "A zk-SNARK lets a prover convince anyone that it knows a witness satisfying a computation, with a proof of a few hundred bytes that verifies in milliseconds and reveals nothing else. Nullspace uses Groth16 where the smallest proofs matter and PLONK where a universal, updatable setup and custom gates matter.",
    howItWorks: [
      "The statement is written as a circuit (R1CS for Groth16, PLONKish gates and lookups for PLONK).",
      "A setup produces proving and verification keys: per circuit for Groth16, universal for PLONK.",
      "The prover commits to the witness polynomials and answers random challenges derived by Fiat-Shamir.",
      "The verifier checks a handful of pairing equations; recursion folds many proofs into one.",
    ],
    parameters: [
      { label: "Groth16 proof", value: "3 group elements (128 B on BN254, compressed)" },
      { label: "Groth16 verification", value: "3 pairings, constant in circuit size" },
      { label: "PLONK setup", value: "universal and updatable (KZG commitments)" },
      { label: "Curves", value: "BN254 (about 100-bit security) and BLS12-381 (about 128-bit)" },
    ],
    standards: [
      "Groth, On the Size of Pairing-based Non-interactive Arguments (EUROCRYPT 2016)",
      "Gabizon, Williamson and Ciobotaru, PLONK (IACR ePrint 2019/953)",
      "ZKProof Community Reference",
    ],
    openSource: ["moduli-circuits"],
    usedBy: ["tokenis", "moduli-chain"],
  },
  "threshold-mpc": {
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
    openSource: ["thresh-sign"],
    usedBy: ["privid", "epsilon", "moduli-chain", "ledger-actor-fabric", "cusp"],
  },
  "he-federated-learning": {
    overview:
      "Federated learning keeps training data on its owners' machines and shares only model updates. Updates still leak information, so HE-FL encrypts them with CKKS: the coordinator sums ciphertexts and the global model is decrypted only by a threshold of participants.",
    howItWorks: [
      "Participants agree on a joint CKKS public key whose secret is shared among them.",
      "Each participant trains locally, clips its update and adds calibrated noise for differential privacy.",
      "Encrypted updates are summed by the coordinator, which holds no decryption capability.",
      "A threshold of participants decrypts the aggregate and the new global model starts the next round.",
    ],
    parameters: [
      { label: "Encryption", value: "multi-party CKKS, 128-bit security" },
      { label: "Aggregation", value: "FedAvg and FedProx on encrypted updates" },
      { label: "Privacy accounting", value: "per-round (epsilon, delta) with a moments accountant" },
      { label: "Dropout tolerance", value: "decryption succeeds while a threshold of parties remains" },
    ],
    standards: [
      "McMahan et al., Communication-Efficient Learning of Deep Networks from Decentralized Data (AISTATS 2017)",
      "Bonawitz et al., Practical Secure Aggregation for Privacy-Preserving Machine Learning (CCS 2017)",
      "Abadi et al., Deep Learning with Differential Privacy (CCS 2016)",
    ],
    openSource: ["fedhe", "torus-he"],
    usedBy: ["torusdb"],
  },
};
