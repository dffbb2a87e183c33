import { sdkCode } from "./sdk-code";

/** The SDK docs of /devhub/docs: quick start, one install command and sample per platform, the API overview. */

export interface SdkPlatform {
  id: string;
  label: string;
  /** Package coordinates as shown in the install block. */
  install: { language: string; code: string };
  sample: { language: string; code: string };
  requirements: string;
}

export interface Endpoint {
  method: "GET" | "POST" | "DELETE";
  path: string;
  description: string;
}

export interface ApiError {
  status: number;
  error: string;
  meaning: string;
}

export const docsQuickstart: readonly string[] = [
  "Join the developer program to receive a sandbox API key.",
  "Export it as NULLSPACE_API_KEY in your shell or secret manager.",
  "Install the SDK for your platform.",
  "Run the sample below: it creates an ML-KEM-768 key and encapsulates a shared secret.",
];

export const sdkPlatforms: readonly SdkPlatform[] = [
  {
    id: "typescript",
    label: "TypeScript / Node.js",
    requirements: "Node.js 20 or later, or any modern browser (the PQC core is WebAssembly).",
    ...sdkCode.typescript,
  },
  {
    id: "python",
    label: "Python",
    requirements: "Python 3.10 or later.",
    ...sdkCode.python,
  },
  {
    id: "rust",
    label: "Rust",
    requirements: "Rust 1.75 or later; async with Tokio.",
    ...sdkCode.rust,
  },
  {
    id: "go",
    label: "Go",
    requirements: "Go 1.22 or later.",
    ...sdkCode.go,
  },
  {
    id: "kotlin",
    label: "Kotlin (Android / JVM)",
    requirements: "JDK 17 or later; Android API level 26 or later.",
    ...sdkCode.kotlin,
  },
  {
    id: "swift",
    label: "Swift (iOS / macOS)",
    requirements: "Swift 5.9 or later; iOS 15 or macOS 12.",
    ...sdkCode.swift,
  },
];

export const apiBaseUrls = {
  sandbox: "https://sandbox.api.nullspace.example/v1",
  live: "https://api.nullspace.example/v1",
} as const;

export const apiEndpoints: readonly Endpoint[] = [
  {
    method: "POST",
    path: "/pqc/keys",
    description: "Create an ML-KEM, ML-DSA or SLH-DSA key in an HSM; returns its id and public key.",
  },
  { method: "GET", path: "/pqc/keys/{keyId}", description: "Read a key's metadata, public key and policy." },
  {
    method: "POST",
    path: "/pqc/encapsulate",
    description: "Encapsulate a fresh shared secret to a public key.",
  },
  {
    method: "POST",
    path: "/pqc/keys/{keyId}/decapsulate",
    description: "Recover the shared secret from a ciphertext inside the HSM.",
  },
  {
    method: "POST",
    path: "/pqc/keys/{keyId}/sign",
    description: "Sign a message or digest (ML-DSA, SLH-DSA, or composite with ECDSA).",
  },
  {
    method: "POST",
    path: "/pqc/verify",
    description: "Verify a signature against a public key or certificate.",
  },
  {
    method: "POST",
    path: "/he/contexts",
    description: "Register a CKKS or BFV context and upload its evaluation keys.",
  },
  {
    method: "POST",
    path: "/he/uploads",
    description: "Start a resumable upload for large ciphertexts or evaluation keys.",
  },
  {
    method: "POST",
    path: "/he/evaluate",
    description: "Evaluate a registered model or circuit on ciphertexts.",
  },
  {
    method: "POST",
    path: "/torusdb/{database}/query",
    description: "Run an encrypted SQL query; the result stays encrypted.",
  },
  {
    method: "POST",
    path: "/zk/proofs",
    description: "Generate a Groth16 or PLONK proof for a registered circuit.",
  },
  { method: "POST", path: "/zk/verify", description: "Verify a proof with its public inputs." },
  {
    method: "POST",
    path: "/mpc/sign",
    description: "Request a threshold signature from CUSP; resolves when the approval quorum is met.",
  },
  {
    method: "DELETE",
    path: "/pqc/keys/{keyId}",
    description: "Schedule a key for destruction after its retention period.",
  },
];

export const apiAuth: readonly string[] = [
  "Send your API key as a bearer token: Authorization: Bearer ns_test_... (sandbox) or ns_live_... (production).",
  "Keys are scoped per project and environment; a sandbox key is rejected by the live API and vice versa.",
  "POST requests accept an Idempotency-Key header, so retrying after a timeout never creates a second key or signature.",
];

export const apiErrors: readonly ApiError[] = [
  { status: 400, error: "invalid_request", meaning: "The body failed validation; message names the field." },
  { status: 401, error: "unauthorized", meaning: "Missing, malformed or revoked API key." },
  { status: 403, error: "policy_denied", meaning: "The key's policy forbids this operation or caller." },
  { status: 404, error: "not_found", meaning: "No key, context, database or circuit with that id." },
  {
    status: 409,
    error: "idempotency_conflict",
    meaning: "The idempotency key was reused with a different body.",
  },
  { status: 429, error: "rate_limited", meaning: "Too many requests; retry after the Retry-After header." },
];

export const apiLimits: readonly string[] = [
  "Sandbox: 60 requests per minute per project; request bodies up to 1 MiB.",
  "Ciphertext uploads above 1 MiB go through resumable uploads to /he/uploads.",
  'Every error body is JSON of the form { "error": "...", "message": "..." }.',
];
