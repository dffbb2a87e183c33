/**
 * The long-form content of each research technology (/research/technologies/{id}). Kept apart from
 * technologies.ts because the route registry imports that file into every page; this one only loads with the
 * technology pages.
 */
export interface TechnologyDetail {
  overview: string;
  howItWorks: readonly string[];
  /** Standards and named schemes the technology rests on. */
  standards: readonly string[];
  applications: readonly string[];
  /** Ids of related core technologies (content/data/core-tech.ts, /ecosystem/core-tech/{id}). */
  relatedCoreTech: readonly string[];
}

export const technologyDetails: Readonly<Record<string, TechnologyDetail>> = {
  "homomorphic-encryption": {
    overview:
      "Homomorphic encryption (HE) lets a server compute on ciphertexts and return an encrypted result that only the key holder can read. Modern schemes are built on the Ring Learning With Errors problem and come in three families: CKKS for approximate arithmetic on real numbers, BFV and BGV for exact integer arithmetic, and TFHE for fast bootstrapping of small values and arbitrary lookup tables.",
    howItWorks: [
      "Data is encoded into polynomials and encrypted under RLWE; a small random error hides the message.",
      "Additions and multiplications on ciphertexts act on the hidden messages; each operation grows the error.",
      "Relinearisation and rescaling (CKKS) or modulus switching (BGV) keep ciphertexts compact and the error in check.",
      "Bootstrapping homomorphically evaluates decryption to refresh a ciphertext, enabling circuits of any depth.",
    ],
    standards: [
      "HomomorphicEncryption.org security standard (parameter tables)",
      "ISO/IEC 18033-6 (partially homomorphic encryption)",
      "ISO/IEC 28033 (fully homomorphic encryption, in development)",
    ],
    applications: [
      "Encrypted databases answering SQL aggregates over encrypted columns",
      "Private inference on medical and financial models",
      "Cross-institution analytics without sharing raw data",
    ],
    relatedCoreTech: ["ckks", "he-federated-learning"],
  },
  "post-quantum-cryptography": {
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
    relatedCoreTech: ["ml-kem", "ml-dsa"],
  },
  "zero-knowledge-proofs": {
    overview:
      "A zero-knowledge proof convinces a verifier that a statement is true without revealing why. zk-SNARKs make such proofs succinct, a few hundred bytes verified in milliseconds, so they can attest to private credentials or to the correct execution of thousands of blockchain transactions.",
    howItWorks: [
      "The statement is expressed as an arithmetic circuit (R1CS or a PLONK-style table of gates).",
      "The prover commits to the witness with polynomial commitments such as KZG.",
      "Random challenges from the Fiat-Shamir transform compress an interactive proof into one message.",
      "The verifier checks a few pairing or hash equations, independent of the circuit's size.",
    ],
    standards: [
      "Groth16",
      "PLONK with KZG commitments",
      "zk-STARKs (FRI, hash-based, transparent)",
      "Poseidon hash",
    ],
    applications: [
      "Selective-disclosure identity credentials",
      "Validity rollups for Layer 2 scaling",
      "Proof of reserves and compliance without exposing balances",
    ],
    relatedCoreTech: ["zk-snark"],
  },
  "secure-multi-party-computation": {
    overview:
      "Secure multi-party computation (MPC) lets several parties compute a function of their private inputs while learning only the output. Threshold cryptography applies MPC to keys: a signing key is split so that no single machine ever holds it.",
    howItWorks: [
      "Inputs are secret-shared so that any set of fewer than t shares reveals nothing.",
      "Linear operations are computed locally on shares; multiplications use preprocessed Beaver triples or oblivious transfer.",
      "Zero-knowledge proofs on each message detect, and with identifiable abort name, a cheating party.",
      "Only the final result is reconstructed, for example a complete ECDSA or EdDSA signature.",
    ],
    standards: [
      "Shamir secret sharing",
      "Threshold ECDSA (GG20, CGGMP21 families)",
      "FROST threshold Schnorr signatures",
      "OPRF-based private set intersection",
    ],
    applications: [
      "Digital-asset custody and wallet key protection",
      "Private set intersection for contact discovery and ad measurement",
      "Joint fraud analytics between banks",
    ],
    relatedCoreTech: ["threshold-mpc"],
  },
  "privacy-preserving-machine-learning": {
    overview:
      "Privacy-preserving machine learning protects data during training and inference. Encrypted inference runs a model on homomorphically encrypted inputs; federated learning keeps data at its source and combines model updates through secure aggregation and differential privacy.",
    howItWorks: [
      "For inference, non-linear layers are replaced by polynomial approximations and evaluated under CKKS.",
      "For training, each participant computes an update locally on its own data.",
      "Updates are clipped, noised and encrypted; the aggregator only decrypts their sum.",
      "A privacy accountant tracks the cumulative differential privacy budget across rounds.",
    ],
    standards: ["CKKS", "Threshold CKKS secure aggregation", "FedAvg", "DP-SGD"],
    applications: [
      "Hospital consortia training diagnostic models",
      "Credit scoring on encrypted applicant data",
      "On-device personalisation without central data collection",
    ],
    relatedCoreTech: ["he-federated-learning", "ckks"],
  },
  "blockchain-privacy": {
    overview:
      "Public blockchains make every balance and transaction visible. Blockchain privacy keeps ledgers verifiable while hiding amounts, parties and pending orders, using commitments, range proofs, zero-knowledge proofs and threshold encryption.",
    howItWorks: [
      "Pedersen commitments hide amounts while letting validators check that value is conserved.",
      "Bulletproofs range proofs show every output is non-negative without a trusted setup.",
      "zk-SNARKs prove that private smart-contract state transitions follow the rules.",
      "Threshold-encrypted mempools reveal transactions only after their order is fixed.",
    ],
    standards: ["Pedersen commitments", "Bulletproofs", "zk-SNARKs (PLONK)", "Threshold encryption"],
    applications: [
      "Confidential payments and tokenised securities",
      "Front-running resistant decentralised exchanges",
      "Private voting and sealed-bid auctions on chain",
    ],
    relatedCoreTech: ["zk-snark", "threshold-mpc"],
  },
  "differential-privacy": {
    overview:
      "Differential privacy (DP) is a mathematical guarantee that the output of an analysis barely changes when any one person's data is added or removed. It is achieved by adding calibrated noise and by accounting for the privacy budget that every release spends.",
    howItWorks: [
      "Each user's contribution is bounded so that the sensitivity of a query is known.",
      "The Laplace or Gaussian mechanism adds noise scaled to the sensitivity and the privacy parameter epsilon.",
      "A privacy accountant composes the cost of repeated releases (advanced composition, Renyi DP, zCDP).",
      "Post-processing of a DP output never weakens the guarantee.",
    ],
    standards: [
      "(epsilon, delta)-differential privacy",
      "Renyi differential privacy",
      "Zero-concentrated DP (zCDP)",
      "NIST SP 800-226 guidance on evaluating DP",
    ],
    applications: [
      "Usage analytics and dashboards over personal data",
      "Publishing statistics and synthetic data",
      "Noise for federated learning updates",
    ],
    relatedCoreTech: ["he-federated-learning"],
  },
};
