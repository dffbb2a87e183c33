import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "TorusDB stores every column as CKKS ciphertexts and evaluates SQL aggregates, filters and vector similarity on them directly. The database server holds only evaluation keys: it can compute but never decrypt, so a breach of the server or a curious operator reveals nothing about the rows.",
  features: [
    {
      title: "Encrypted SQL aggregates",
      body: "SUM, AVG, COUNT, variance and GROUP BY over encrypted columns, with comparison filters evaluated by polynomial approximation.",
    },
    {
      title: "Encrypted vector search",
      body: "Inner-product and cosine similarity on packed embeddings for private retrieval-augmented generation and biometric matching.",
    },
    {
      title: "GPU acceleration",
      body: "NTT, key switching and bootstrapping run on CUDA kernels, bringing batch queries over millions of rows to interactive latency.",
    },
    {
      title: "Client-held keys",
      body: "Secret keys stay in the client or its HSM; the server receives only relinearisation, rotation and bootstrapping keys.",
    },
  ],
  howItWorks: [
    "The client SDK encodes each column into CKKS plaintext slots (up to N/2 values per ciphertext) and encrypts it with the tenant's public key.",
    "Queries are compiled into a circuit of additions, multiplications and slot rotations, with comparisons replaced by minimax polynomial approximations.",
    "The server evaluates the circuit with evaluation keys only and bootstraps when the multiplicative depth runs out.",
    "The encrypted result returns to the client, which decrypts it locally; nothing in between ever sees plaintext.",
  ],
  useCases: [
    "Joint statistics over customer data held by several banks",
    "Private semantic search over confidential documents",
    "Encrypted face-template matching for PrivID",
  ],
  ...sharedSolutionDetails.torusdb,
};
