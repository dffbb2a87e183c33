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
    install: { language: "shell", code: "npm install @nullspace/sdk" },
    sample: {
      language: "TypeScript",
      code: `import { Nullspace } from "@nullspace/sdk";

const ns = new Nullspace({ apiKey: process.env.NULLSPACE_API_KEY!, environment: "sandbox" });

const key = await ns.pqc.keys.create({ algorithm: "ML-KEM-768" });
const { ciphertext, sharedSecret } = await ns.pqc.encapsulate({ publicKey: key.publicKey });
const recovered = await ns.pqc.decapsulate({ keyId: key.id, ciphertext });

console.log(Buffer.from(sharedSecret).equals(Buffer.from(recovered))); // true`,
    },
  },
  {
    id: "python",
    label: "Python",
    requirements: "Python 3.10 or later.",
    install: { language: "shell", code: "pip install nullspace" },
    sample: {
      language: "Python",
      code: `import os
from nullspace import Client

ns = Client(api_key=os.environ["NULLSPACE_API_KEY"], environment="sandbox")

key = ns.pqc.keys.create(algorithm="ML-KEM-768")
enc = ns.pqc.encapsulate(public_key=key.public_key)
recovered = ns.pqc.decapsulate(key_id=key.id, ciphertext=enc.ciphertext)

assert recovered == enc.shared_secret`,
    },
  },
  {
    id: "rust",
    label: "Rust",
    requirements: "Rust 1.75 or later; async with Tokio.",
    install: { language: "shell", code: "cargo add nullspace-sdk tokio --features tokio/full" },
    sample: {
      language: "Rust",
      code: `use nullspace_sdk::{Client, Environment, pqc::Algorithm};

#[tokio::main]
async fn main() -> Result<(), nullspace_sdk::Error> {
    let ns = Client::new(std::env::var("NULLSPACE_API_KEY")?, Environment::Sandbox);

    let key = ns.pqc().create_key(Algorithm::MlKem768).await?;
    let enc = ns.pqc().encapsulate(&key.public_key).await?;
    let recovered = ns.pqc().decapsulate(&key.id, &enc.ciphertext).await?;

    assert_eq!(recovered, enc.shared_secret);
    Ok(())
}`,
    },
  },
  {
    id: "go",
    label: "Go",
    requirements: "Go 1.22 or later.",
    install: { language: "shell", code: "go get nullspace.example/sdk-go@latest" },
    sample: {
      language: "Go",
      code: `package main

import (
	"bytes"
	"context"
	"fmt"
	"os"

	nullspace "nullspace.example/sdk-go"
)

func main() {
	ctx := context.Background()
	ns := nullspace.NewClient(os.Getenv("NULLSPACE_API_KEY"), nullspace.Sandbox)

	key, _ := ns.PQC.CreateKey(ctx, &nullspace.CreateKeyRequest{Algorithm: "ML-KEM-768"})
	enc, _ := ns.PQC.Encapsulate(ctx, key.PublicKey)
	recovered, _ := ns.PQC.Decapsulate(ctx, key.ID, enc.Ciphertext)

	fmt.Println(bytes.Equal(recovered, enc.SharedSecret)) // true
}`,
    },
  },
  {
    id: "kotlin",
    label: "Kotlin (Android / JVM)",
    requirements: "JDK 17 or later; Android API level 26 or later.",
    install: { language: "Gradle (Kotlin DSL)", code: `implementation("io.nullspace:nullspace-sdk:1.4.0")` },
    sample: {
      language: "Kotlin",
      code: `import io.nullspace.sdk.Environment
import io.nullspace.sdk.Nullspace
import io.nullspace.sdk.pqc.Algorithm

suspend fun main() {
    val ns = Nullspace(apiKey = System.getenv("NULLSPACE_API_KEY"), environment = Environment.SANDBOX)

    val key = ns.pqc.createKey(Algorithm.ML_KEM_768)
    val enc = ns.pqc.encapsulate(key.publicKey)
    val recovered = ns.pqc.decapsulate(key.id, enc.ciphertext)

    println(recovered.contentEquals(enc.sharedSecret)) // true
}`,
    },
  },
  {
    id: "swift",
    label: "Swift (iOS / macOS)",
    requirements: "Swift 5.9 or later; iOS 15 or macOS 12.",
    install: {
      language: "Package.swift",
      code: `.package(url: "https://git.nullspace.example/nullspace-swift.git", from: "1.4.0")`,
    },
    sample: {
      language: "Swift",
      code: `import NullspaceSDK

let ns = Nullspace(apiKey: ProcessInfo.processInfo.environment["NULLSPACE_API_KEY"]!, environment: .sandbox)

let key = try await ns.pqc.createKey(algorithm: .mlKem768)
let enc = try await ns.pqc.encapsulate(publicKey: key.publicKey)
let recovered = try await ns.pqc.decapsulate(keyID: key.id, ciphertext: enc.ciphertext)

print(recovered == enc.sharedSecret) // true`,
    },
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
