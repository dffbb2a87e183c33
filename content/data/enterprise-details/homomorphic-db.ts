import { byId } from "../../by-id";
import { enterpriseCards, type EnterpriseSolution } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "homomorphic-db", "enterprise card"),
  hero: {
    eyebrow: "Enterprise Homomorphic Database",
    title: "Query your most sensitive data without ever decrypting it",
    lead: "Data is encrypted on the client and stays encrypted in storage, in transit and during computation. The database evaluates filters, aggregates and similarity search directly on ciphertexts.",
    highlights: ["CKKS & BFV", "Encrypted SQL", "Encrypted vector search", "Client-held keys"],
  },
  coreFeatures: [
    {
      title: "Encrypted SQL",
      description:
        "SUM, AVG, COUNT, range filters and GROUP BY run on ciphertexts; the server never holds a decryption key.",
    },
    {
      title: "Approximate arithmetic with CKKS",
      description:
        "Real-valued analytics and machine-learning inference use CKKS with bootstrapping for deep computations.",
    },
    {
      title: "Exact arithmetic with BFV",
      description:
        "Integer workloads such as counting, matching and private set intersection use BFV with batching for throughput.",
    },
    {
      title: "Encrypted vector search",
      description:
        "Cosine and inner-product similarity over encrypted embeddings for private retrieval-augmented generation.",
    },
    {
      title: "GPU acceleration",
      description:
        "NTT and key-switching kernels on GPUs cut the latency of homomorphic multiplication by an order of magnitude.",
    },
    {
      title: "Key management integration",
      description:
        "Secret keys stay in your KMS or HSM; evaluation keys are the only key material the database receives.",
    },
  ],
  useCases: [
    {
      industry: "Healthcare",
      title: "Multi-hospital research",
      description:
        "Cohort statistics across hospitals' patient records without moving or exposing any record in plaintext.",
    },
    {
      industry: "Financial services",
      title: "Fraud scoring on encrypted transactions",
      description:
        "Banks pool transaction features for a shared fraud model while each bank's data stays encrypted.",
    },
    {
      industry: "Advertising",
      title: "Privacy-preserving measurement",
      description:
        "Match conversions to campaigns with encrypted identifiers, meeting GDPR purpose-limitation requirements.",
    },
    {
      industry: "AI platforms",
      title: "Private RAG",
      description:
        "Search a confidential document corpus with encrypted embeddings so the retrieval service never sees queries or documents.",
    },
  ],
  architecture: {
    summary:
      "A client library encrypts rows and queries with keys you hold. The query engine plans operations over ciphertexts, runs them on CPU or GPU workers and returns encrypted results that only the client can decrypt.",
    layers: [
      { name: "Client", components: ["SDK (Python, Java, Go)", "Key generation", "Encrypt / decrypt"] },
      { name: "Query engine", components: ["SQL planner", "Ciphertext operators", "Vector index"] },
      { name: "Compute", components: ["CPU workers", "GPU NTT kernels", "Bootstrapping service"] },
      { name: "Storage", components: ["Ciphertext store", "Evaluation keys", "Audit log"] },
    ],
    notes: [
      "Parameters target 128-bit security per the HomomorphicEncryption.org standard.",
      "Deploys as containers on Kubernetes; a managed service is available in selected regions.",
    ],
  },
  contactButton: "Talk to our FHE team",
  contact: {
    title: "Contact the Homomorphic Database Team",
    description:
      "Describe your data, queries and performance targets. Our FHE engineers will reply within 24 hours.",
    subject: "Homomorphic Database Inquiry",
    context: "Enterprise - Homomorphic Database",
  },
};
