import { withText } from "../with-text";
import { sharedApiEndpoints, sharedApiErrors, sharedSdkPlatforms } from "./shared/devhub-docs";

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

export const sdkPlatforms: readonly SdkPlatform[] = withText(sharedSdkPlatforms, (e) => e.id, {
  typescript: { requirements: "Node.js 20 or later, or any modern browser (the PQC core is WebAssembly)." },
  python: { requirements: "Python 3.10 or later." },
  rust: { requirements: "Rust 1.75 or later; async with Tokio." },
  go: { requirements: "Go 1.22 or later." },
  kotlin: { requirements: "JDK 17 or later; Android API level 26 or later." },
  swift: { requirements: "Swift 5.9 or later; iOS 15 or macOS 12." },
});

export { apiBaseUrls } from "./shared/devhub-docs";

export const apiEndpoints: readonly Endpoint[] = withText(
  sharedApiEndpoints,
  (e): string => `${e.method} ${e.path}`,
  {
    "POST /pqc/keys": {
      description: "Create an ML-KEM, ML-DSA or SLH-DSA key in an HSM; returns its id and public key.",
    },
    "GET /pqc/keys/{keyId}": {
      description: "Read a key's metadata, public key and policy.",
    },
    "POST /pqc/encapsulate": {
      description: "Encapsulate a fresh shared secret to a public key.",
    },
    "POST /pqc/keys/{keyId}/decapsulate": {
      description: "Recover the shared secret from a ciphertext inside the HSM.",
    },
    "POST /pqc/keys/{keyId}/sign": {
      description: "Sign a message or digest (ML-DSA, SLH-DSA, or composite with ECDSA).",
    },
    "POST /pqc/verify": {
      description: "Verify a signature against a public key or certificate.",
    },
    "POST /he/contexts": {
      description: "Register a CKKS or BFV context and upload its evaluation keys.",
    },
    "POST /he/uploads": {
      description: "Start a resumable upload for large ciphertexts or evaluation keys.",
    },
    "POST /he/evaluate": {
      description: "Evaluate a registered model or circuit on ciphertexts.",
    },
    "POST /torusdb/{database}/query": {
      description: "Run an encrypted SQL query; the result stays encrypted.",
    },
    "POST /zk/proofs": {
      description: "Generate a Groth16 or PLONK proof for a registered circuit.",
    },
    "POST /zk/verify": {
      description: "Verify a proof with its public inputs.",
    },
    "POST /mpc/sign": {
      description: "Request a threshold signature from CUSP; resolves when the approval quorum is met.",
    },
    "DELETE /pqc/keys/{keyId}": {
      description: "Schedule a key for destruction after its retention period.",
    },
  },
);

export const apiAuth: readonly string[] = [
  "Send your API key as a bearer token: Authorization: Bearer ns_test_... (sandbox) or ns_live_... (production).",
  "Keys are scoped per project and environment; a sandbox key is rejected by the live API and vice versa.",
  "POST requests accept an Idempotency-Key header, so retrying after a timeout never creates a second key or signature.",
];

export const apiErrors: readonly ApiError[] = withText(sharedApiErrors, (e) => e.error, {
  invalid_request: {
    meaning: "The body failed validation; message names the field.",
  },
  unauthorized: {
    meaning: "Missing, malformed or revoked API key.",
  },
  policy_denied: {
    meaning: "The key's policy forbids this operation or caller.",
  },
  not_found: {
    meaning: "No key, context, database or circuit with that id.",
  },
  idempotency_conflict: {
    meaning: "The idempotency key was reused with a different body.",
  },
  rate_limited: {
    meaning: "Too many requests; retry after the Retry-After header.",
  },
});

export const apiLimits: readonly string[] = [
  "Sandbox: 60 requests per minute per project; request bodies up to 1 MiB.",
  "Ciphertext uploads above 1 MiB go through resumable uploads to /he/uploads.",
  'Every error body is JSON of the form { "error": "...", "message": "..." }.',
];
