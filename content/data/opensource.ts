import type { OpenSourceProject } from "../schemas/entities";
import { withText } from "../with-text";
import { OPEN_SOURCE_FIELDS, sharedOpenSourceProjects } from "./shared/opensource";

export const openSourceProjects: readonly OpenSourceProject[] = withText(
  sharedOpenSourceProjects,
  (e) => e.id,
  {
    "torus-he": {
      shortDescription:
        "A Rust library for CKKS and BFV homomorphic encryption with bootstrapping, RNS arithmetic and optional CUDA acceleration.",
      technicalHighlights: [
        "CKKS bootstrapping",
        "RNS-NTT with AVX-512",
        "Serialization compatible with TorusDB",
      ],
    },
    "mlkem-wasm": {
      shortDescription:
        "ML-KEM (FIPS 203) and ML-DSA (FIPS 204) compiled to WebAssembly with a typed TypeScript API for browsers and Node.js.",
      technicalHighlights: ["Constant-time WASM core", "Passes NIST ACVP vectors", "12 KB gzipped"],
    },
    "moduli-circuits": {
      shortDescription:
        "Audited zero-knowledge circuits for signature verification, Merkle membership and range proofs, in Circom and Noir.",
      technicalHighlights: [
        "ECDSA-in-circuit verification",
        "Poseidon Merkle trees",
        "PLONK and Groth16 backends",
      ],
    },
    "thresh-sign": {
      shortDescription:
        "Threshold ECDSA and EdDSA signing over secure multi-party computation, with distributed key generation and share refresh.",
      technicalHighlights: ["CGGMP21 protocol", "Identifiable abort", "gRPC transport between parties"],
    },
    fedhe: {
      shortDescription:
        "A PyTorch plug-in that aggregates federated learning updates under CKKS encryption with threshold decryption.",
      technicalHighlights: [
        "Drop-in FedAvg replacement",
        "Multi-key CKKS aggregation",
        "Differential-privacy clipping",
      ],
    },
    "pq-tls-proxy": {
      shortDescription:
        "A reverse proxy that terminates hybrid X25519MLKEM768 TLS 1.3 in front of legacy services, for a quantum-safe migration without code changes.",
      technicalHighlights: ["Hybrid key exchange", "Crypto-agility policy file", "Prometheus metrics"],
    },
  },
  OPEN_SOURCE_FIELDS,
);
