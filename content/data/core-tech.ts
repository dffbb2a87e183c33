import type { CoreTech } from "../schemas/entities";
import { withText } from "../with-text";
import { CORE_TECH_FIELDS, sharedCoreTechnologies } from "./shared/core-tech";

export const coreTechnologies: readonly CoreTech[] = withText(
  sharedCoreTechnologies,
  (e) => e.id,
  {
    ckks: {
      name: "CKKS",
      fullName: "Cheon-Kim-Kim-Song Approximate Homomorphic Encryption",
      shortDescription:
        "Homomorphic encryption for approximate arithmetic on real and complex numbers, the scheme of choice for encrypted machine learning and statistics.",
      securityLevel: "128-bit (RLWE, HomomorphicEncryption.org parameters)",
      technicalHighlights: [
        "SIMD packing of up to N/2 slots per ciphertext",
        "Bootstrapping for unlimited multiplicative depth",
        "Rescaling keeps precision under control across levels",
        "GPU kernels for NTT and key switching",
      ],
    },
    "ml-kem": {
      name: "ML-KEM",
      fullName: "Module-Lattice-Based Key-Encapsulation Mechanism (FIPS 203)",
      shortDescription:
        "The NIST-standardised post-quantum key encapsulation mechanism derived from CRYSTALS-Kyber, used for quantum-safe key exchange.",
      securityLevel: "NIST categories 1, 3 and 5 (ML-KEM-512/768/1024)",
      technicalHighlights: [
        "Constant-time implementation verified against the FIPS 203 test vectors",
        "Hybrid X25519MLKEM768 key exchange for TLS 1.3",
        "Implicit rejection against chosen-ciphertext attacks",
      ],
    },
    "ml-dsa": {
      name: "ML-DSA",
      fullName: "Module-Lattice-Based Digital Signature Algorithm (FIPS 204)",
      shortDescription:
        "Post-quantum digital signatures from CRYSTALS-Dilithium for code signing, certificates and blockchain transactions.",
      securityLevel: "NIST categories 2, 3 and 5 (ML-DSA-44/65/87)",
      technicalHighlights: [
        "Deterministic and hedged signing modes",
        "Composite certificates pairing ML-DSA with ECDSA",
        "Parallel verification for high-throughput ledger workloads",
      ],
    },
    "zk-snark": {
      name: "zk-SNARK",
      fullName: "Zero-Knowledge Succinct Non-Interactive Argument of Knowledge",
      shortDescription:
        "Succinct proofs (Groth16 and PLONK) that a statement is true without revealing the witness, verified in milliseconds on chain.",
      securityLevel: "~128-bit on BLS12-381, ~100-bit on BN254",
      technicalHighlights: [
        "PLONK with custom gates and lookup arguments",
        "Recursive proof aggregation for rollups",
        "Proofs of signature validity without revealing the signer",
      ],
    },
    "threshold-mpc": {
      name: "Threshold MPC",
      fullName: "Threshold Signatures via Secure Multi-Party Computation",
      shortDescription:
        "t-of-n ECDSA and EdDSA signing where no single party ever holds the private key, with proactive share refresh.",
      securityLevel: "Malicious security with identifiable abort",
      technicalHighlights: [
        "Distributed key generation without a trusted dealer",
        "Proactive refresh of key shares",
        "Presigning for one-round online signing",
      ],
    },
    "he-federated-learning": {
      name: "HE-FL",
      fullName: "Homomorphically Encrypted Federated Learning",
      shortDescription:
        "Federated training where model updates are aggregated under encryption, so the coordinator never sees any participant's gradients.",
      securityLevel: "128-bit (CKKS) with multi-key decryption",
      technicalHighlights: [
        "Encrypted secure aggregation of gradients",
        "Threshold decryption of the global model",
        "Differential-privacy noise for membership-inference resistance",
      ],
    },
  },
  CORE_TECH_FIELDS,
);
