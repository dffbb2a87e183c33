import type { OpenSourceProject } from "../schemas/entities";

export const openSourceProjects: readonly OpenSourceProject[] = [
  {
    id: "torus-he",
    name: "torus-he",
    logoUrl: "/logos/torus-he.svg",
    category: "Homomorphic Encryption",
    shortDescription:
      "A Rust library for CKKS and BFV homomorphic encryption with bootstrapping, RNS arithmetic and optional CUDA acceleration.",
    maturityLevel: "Production",
    stars: 2140,
    forks: 286,
    language: "Rust",
    technicalHighlights: [
      "CKKS bootstrapping",
      "RNS-NTT with AVX-512",
      "Serialization compatible with TorusDB",
    ],
  },
  {
    id: "mlkem-wasm",
    name: "mlkem-wasm",
    logoUrl: "/logos/mlkem-wasm.svg",
    category: "Quantum Technology",
    shortDescription:
      "ML-KEM (FIPS 203) and ML-DSA (FIPS 204) compiled to WebAssembly with a typed TypeScript API for browsers and Node.js.",
    maturityLevel: "Beta",
    stars: 1320,
    forks: 97,
    language: "TypeScript",
    technicalHighlights: ["Constant-time WASM core", "Passes NIST ACVP vectors", "12 KB gzipped"],
  },
  {
    id: "moduli-circuits",
    name: "moduli-circuits",
    logoUrl: "/logos/moduli-circuits.svg",
    category: "Zero Knowledge",
    shortDescription:
      "Audited zero-knowledge circuits for signature verification, Merkle membership and range proofs, in Circom and Noir.",
    maturityLevel: "Beta",
    stars: 864,
    forks: 121,
    language: "Circom",
    technicalHighlights: [
      "ECDSA-in-circuit verification",
      "Poseidon Merkle trees",
      "PLONK and Groth16 backends",
    ],
  },
  {
    id: "thresh-sign",
    name: "thresh-sign",
    logoUrl: "/logos/thresh-sign.svg",
    category: "MPC",
    shortDescription:
      "Threshold ECDSA and EdDSA signing over secure multi-party computation, with distributed key generation and share refresh.",
    maturityLevel: "Beta",
    stars: 1045,
    forks: 162,
    language: "Go",
    technicalHighlights: ["CGGMP21 protocol", "Identifiable abort", "gRPC transport between parties"],
  },
  {
    id: "fedhe",
    name: "fedhe",
    logoUrl: "/logos/fedhe.svg",
    category: "Federated Learning",
    shortDescription:
      "A PyTorch plug-in that aggregates federated learning updates under CKKS encryption with threshold decryption.",
    maturityLevel: "Research",
    stars: 512,
    forks: 73,
    language: "Python",
    technicalHighlights: [
      "Drop-in FedAvg replacement",
      "Multi-key CKKS aggregation",
      "Differential-privacy clipping",
    ],
  },
  {
    id: "pq-tls-proxy",
    name: "pq-tls-proxy",
    logoUrl: "/logos/pq-tls-proxy.svg",
    category: "Quantum Technology",
    shortDescription:
      "A reverse proxy that terminates hybrid X25519MLKEM768 TLS 1.3 in front of legacy services, for a quantum-safe migration without code changes.",
    maturityLevel: "Production",
    stars: 1788,
    forks: 204,
    language: "Go",
    technicalHighlights: ["Hybrid key exchange", "Crypto-agility policy file", "Prometheus metrics"],
  },
];
