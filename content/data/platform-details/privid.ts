import { platformCta } from "../shared/platform-details";
import type { Platform } from "./types";

export const detail: Platform = {
  overview: [
    "PrivID is biometric and credential authentication in which templates are never decrypted on the server. A face template is encrypted on the user's device under CKKS homomorphic encryption, and the matching score against the enrolled template is computed on ciphertexts; only the key holder learns whether the match passed.",
    "TorusDB is the encrypted database underneath. It stores CKKS ciphertexts and runs SQL aggregates and vector similarity search on them, with GPU kernels for the number-theoretic transforms that dominate the cost. PrivID uses it as its template store; you can also use it on its own.",
  ],
  facts: [
    { label: "Encryption", value: "CKKS, 128-bit security (RLWE)" },
    { label: "Matching", value: "Encrypted cosine similarity on 512-dimension templates" },
    { label: "Standards", value: "FIDO2 / WebAuthn passkeys; ISO/IEC 30107-3 liveness" },
    { label: "TorusDB queries", value: "SUM, AVG, COUNT, filtered aggregates, top-k vector search" },
  ],
  features: [
    {
      title: "Encrypted biometric matching",
      description:
        "1:1 verification and 1:N identification run on ciphertexts; a breach of the template store leaks no biometric data.",
    },
    {
      title: "Passkeys alongside biometrics",
      description:
        "FIDO2 / WebAuthn credentials and encrypted face matching share one enrolment and one policy.",
    },
    {
      title: "Encrypted SQL",
      description:
        "TorusDB evaluates aggregates over encrypted columns with SIMD packing, thousands of rows per ciphertext.",
    },
    {
      title: "Encrypted vector search",
      description:
        "Top-k similarity search over CKKS-encrypted embeddings for identity and retrieval workloads.",
    },
    {
      title: "Customer-held keys",
      description:
        "Secret keys stay with you or your users; Nullspace operates the database with evaluation keys only.",
    },
    {
      title: "GPU acceleration",
      description:
        "CUDA kernels for NTT and key switching keep encrypted matching within interactive latency.",
    },
  ],
  steps: [
    {
      title: "Enrol",
      description:
        "The SDK extracts a face template on the device, encrypts it with the user's public key and sends only the ciphertext.",
    },
    {
      title: "Store",
      description: "TorusDB stores the encrypted template; operators and backups only ever see ciphertexts.",
    },
    {
      title: "Match",
      description:
        "At sign-in a fresh encrypted template is compared homomorphically, producing an encrypted similarity score.",
    },
    {
      title: "Decide",
      description:
        "The key holder decrypts only the score, compares it with the threshold and issues the session or assertion.",
    },
  ],
  audiences: [
    {
      who: "Banks and public-sector identity providers",
      why: "Offer face authentication without keeping a biometric database that is a breach liability.",
    },
    {
      who: "Product teams handling sensitive records",
      why: "Run analytics and search on health, HR or financial data that must stay encrypted at rest and in use.",
    },
    {
      who: "Privacy and compliance officers",
      why: "Reduce GDPR Article 9 exposure: the processor never holds special-category data in the clear.",
    },
  ],
  cta: platformCta("privid", {
    title: "Authenticate without holding biometrics",
    text: "Try encrypted matching in the sandbox with the PrivID SDK and a TorusDB development instance.",
    primary: "Read the Developer Docs",
    secondary: "Homomorphic Database for enterprises",
  }),
};
