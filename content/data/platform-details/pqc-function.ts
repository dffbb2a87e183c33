import { platformCta } from "../shared/platform-details";
import type { Platform } from "./types";

export const detail: Platform = {
  overview: [
    "PQC-Function is post-quantum cryptography as a serverless API. Instead of compiling and maintaining lattice code in every service, your applications call ML-KEM for key encapsulation and ML-DSA or SLH-DSA for signatures, and keys stay sealed in Nullspace-managed HSMs or in your own.",
    "Hybrid modes combine each post-quantum algorithm with a classical one (X25519, ECDSA), so a connection or signature stays secure as long as either holds: the recommended path while the ecosystem migrates.",
  ],
  facts: [
    { label: "KEM", value: "ML-KEM-512 / 768 / 1024 (FIPS 203)" },
    { label: "Signatures", value: "ML-DSA-44 / 65 / 87 (FIPS 204), SLH-DSA (FIPS 205)" },
    { label: "Hybrid", value: "X25519MLKEM768, ECDSA P-256 + ML-DSA-65 composites" },
    { label: "Interfaces", value: "REST, gRPC, PKCS#11 shim; SDKs for Go, TypeScript, Python, Java" },
  ],
  features: [
    {
      title: "NIST-standard algorithms",
      description:
        "Constant-time implementations of FIPS 203, 204 and 205, validated against the NIST ACVP test vectors.",
    },
    {
      title: "Hybrid key exchange",
      description:
        "X25519MLKEM768 for TLS 1.3 and application-layer key agreement, as deployed by major browsers.",
    },
    {
      title: "Managed keys",
      description:
        "Key generation and private operations run inside HSMs; the API never returns private key material.",
    },
    {
      title: "Crypto-agility",
      description:
        "Algorithms are selected by policy, not by code: switch parameter sets or retire a scheme without redeploying.",
    },
    {
      title: "Composite certificates",
      description:
        "Issue X.509 certificates that carry both an ECDSA and an ML-DSA signature for staged rollouts.",
    },
    {
      title: "Usage metering",
      description:
        "Per-key and per-operation metrics with Prometheus export and alerting on unusual call patterns.",
    },
  ],
  steps: [
    {
      title: "Inventory",
      description:
        "Map where RSA and ECC protect long-lived data; harvest-now-decrypt-later makes those the first to migrate.",
    },
    {
      title: "Create keys",
      description:
        "Create ML-KEM or ML-DSA key pairs through the API; private keys are generated inside the HSM.",
    },
    {
      title: "Call the function",
      description:
        "Encapsulate, decapsulate, sign and verify with one HTTPS or gRPC call, or through the language SDKs.",
    },
    {
      title: "Go hybrid, then pure",
      description:
        "Start with hybrid modes, then tighten the policy to post-quantum only when your peers support it.",
    },
  ],
  audiences: [
    {
      who: "Security architects planning a PQC migration",
      why: "Meet CNSA 2.0 and national migration timelines without rewriting every service's crypto stack.",
    },
    {
      who: "Application developers",
      why: "Get correct, constant-time ML-KEM and ML-DSA behind a simple API instead of tuning lattice code.",
    },
    {
      who: "Organisations with long-lived secrets",
      why: "Protect health, government and financial records that must stay confidential beyond a decade.",
    },
  ],
  cta: platformCta("pqc-function", {
    title: "Start your post-quantum migration",
    text: "Get sandbox keys through the developer program and make your first ML-KEM call in minutes.",
    primary: "Join the Developer Program",
    secondary: "PQC Encryption for enterprises",
  }),
};
