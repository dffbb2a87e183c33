import {
  enterpriseCards,
  type EnterpriseCard,
  type EnterpriseSolution,
  type EnterpriseSolutionId,
} from "./enterprise";

/** The three enterprise detail pages: hero, core features, use cases, architecture and contact dialog copy. */
function card(id: EnterpriseSolutionId): EnterpriseCard {
  const found = enterpriseCards.find((c) => c.id === id);
  if (!found) throw new Error(`no enterprise card ${id}`);
  return found;
}

export const enterpriseSolutions: readonly EnterpriseSolution[] = [
  {
    ...card("privacy-blockchain"),
    hero: {
      eyebrow: "Enterprise Privacy Blockchain",
      title: "Shared ledgers without shared secrets",
      lead: "Settle assets and share state with partners while amounts, balances and counterparties stay encrypted. Regulators verify compliance through zero-knowledge proofs instead of raw data.",
      highlights: ["Confidential transfers", "ZK compliance proofs", "ML-DSA signatures", "BFT finality"],
    },
    coreFeatures: [
      {
        title: "Confidential transactions",
        description:
          "Pedersen commitments hide amounts and balances; range proofs (Bulletproofs) show every output is non-negative without revealing it.",
      },
      {
        title: "Zero-knowledge compliance",
        description:
          "Groth16 and PLONK circuits prove KYC status, transfer limits and sanctions screening, so auditors check proofs, not customer files.",
      },
      {
        title: "Post-quantum identities",
        description:
          "Validator and account keys use ML-DSA (FIPS 204) in hybrid mode with Ed25519, so signed history stays verifiable after a quantum break.",
      },
      {
        title: "Selective disclosure",
        description:
          "View keys grant an auditor or counterparty read access to exactly the transactions they are entitled to, and can be revoked.",
      },
      {
        title: "Deterministic finality",
        description:
          "A HotStuff-family BFT consensus finalises blocks in seconds with no forks, tolerating up to one third faulty validators.",
      },
      {
        title: "Enterprise operations",
        description:
          "Permissioned membership, HSM-backed validator keys, role-based node administration and OpenTelemetry metrics.",
      },
    ],
    useCases: [
      {
        industry: "Capital markets",
        title: "Tokenised securities settlement",
        description:
          "Delivery-versus-payment between custodians without exposing positions to other participants on the ledger.",
      },
      {
        industry: "Supply chain",
        title: "Confidential provenance",
        description:
          "Suppliers prove origin and certification of goods while prices and volumes stay private to the trading parties.",
      },
      {
        industry: "Banking",
        title: "Interbank payments",
        description:
          "Real-time netting across a consortium where each bank sees only its own flows and the regulator sees aggregate proofs.",
      },
      {
        industry: "Public sector",
        title: "Verifiable credentials",
        description:
          "Citizens present zero-knowledge proofs of age or residency instead of full documents, anchored on a tamper-evident registry.",
      },
    ],
    architecture: {
      summary:
        "Applications talk to gateway nodes through a REST and gRPC API. Proofs are generated client-side or in a prover service, verified by every validator, and only commitments reach the replicated ledger.",
      layers: [
        { name: "Applications", components: ["Wallet SDK", "Auditor console", "REST / gRPC API"] },
        { name: "Privacy layer", components: ["ZK prover service", "View-key manager", "Policy circuits"] },
        { name: "Consensus", components: ["BFT validators", "ML-DSA + Ed25519", "Mempool"] },
        { name: "Storage", components: ["Commitment tree", "Encrypted state", "HSM key store"] },
      ],
      notes: [
        "Runs on-premises, in your VPC or as a managed consortium network.",
        "Validators are operated by consortium members; no single party can read or rewrite history.",
      ],
    },
    contactButton: "Talk to our blockchain team",
    contact: {
      title: "Contact the Privacy Blockchain Team",
      description:
        "Tell us about your network, participants and compliance needs. A solutions architect will reply within 24 hours.",
      subject: "Privacy Blockchain Inquiry",
      context: "Enterprise - Privacy Blockchain",
    },
  },
  {
    ...card("homomorphic-db"),
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
  },
  {
    ...card("pqc-encryption"),
    hero: {
      eyebrow: "Enterprise Post-Quantum Encryption",
      title: "Protect today's data from tomorrow's quantum computers",
      lead: "Harvest-now-decrypt-later attacks make long-lived data vulnerable today. We inventory your cryptography, deploy NIST's post-quantum standards in hybrid mode and keep you able to switch algorithms again.",
      highlights: ["ML-KEM (FIPS 203)", "ML-DSA (FIPS 204)", "SLH-DSA (FIPS 205)", "Hybrid TLS"],
    },
    coreFeatures: [
      {
        title: "Cryptographic inventory",
        description:
          "Discover RSA, ECDH and ECDSA use across code, certificates, TLS endpoints and HSMs, ranked by data lifetime and exposure.",
      },
      {
        title: "Hybrid key exchange",
        description:
          "X25519MLKEM768 in TLS 1.3 combines classical and post-quantum security, so a flaw in either alone cannot break a session.",
      },
      {
        title: "Post-quantum signatures",
        description:
          "ML-DSA for code signing and certificates, SLH-DSA where a conservative hash-based scheme is required.",
      },
      {
        title: "Crypto-agility layer",
        description:
          "A policy-driven library and proxy let you swap algorithms by configuration instead of rewriting applications.",
      },
      {
        title: "HSM and PKI integration",
        description:
          "Works with PKCS#11 HSMs and your existing certificate authority, including composite and dual-certificate chains.",
      },
      {
        title: "Compliance roadmap",
        description:
          "Migration plans aligned with the NIST IR 8547 transition timeline, CNSA 2.0 and sector regulators' guidance, and in Korea with the KpqC competition and the government's migration plan.",
      },
    ],
    useCases: [
      {
        industry: "Government",
        title: "Classified data in transit",
        description:
          "Hybrid VPN and TLS tunnels that meet CNSA 2.0 deadlines for quantum-resistant key establishment.",
      },
      {
        industry: "Banking",
        title: "Long-lived customer records",
        description:
          "Re-encrypt archives and backups whose confidentiality must outlast the arrival of a cryptographically relevant quantum computer.",
      },
      {
        industry: "Telecom",
        title: "5G core and SIM provisioning",
        description:
          "Post-quantum protection for subscriber key provisioning and inter-operator signalling links.",
      },
      {
        industry: "IoT & automotive",
        title: "Firmware signing",
        description:
          "ML-DSA signed firmware images and secure boot chains for devices that stay in the field for 15 years or more.",
      },
    ],
    architecture: {
      summary:
        "Discovery agents feed a cryptographic inventory; a policy engine decides which algorithms each system uses; the agility library, TLS proxy and HSM connectors enforce the policy without application rewrites.",
      layers: [
        { name: "Discovery", components: ["Code scanner", "TLS scanner", "Certificate crawler"] },
        { name: "Policy", components: ["Inventory & risk score", "Algorithm policy", "Migration planner"] },
        { name: "Enforcement", components: ["Agility library", "Hybrid TLS proxy", "PKI / CA connector"] },
        { name: "Key custody", components: ["PKCS#11 HSMs", "Cloud KMS", "Key rotation service"] },
      ],
      notes: [
        "Implementations follow FIPS 203, 204 and 205 with constant-time code paths.",
        "Start with the inventory alone; enforcement components can be adopted system by system.",
      ],
    },
    contactButton: "Talk to our PQC team",
    contact: {
      title: "Contact the PQC Migration Team",
      description:
        "Tell us about your systems, compliance deadlines and current cryptography. A PQC specialist will reply within 24 hours.",
      subject: "PQC Encryption Inquiry",
      context: "Enterprise - PQC Encryption",
    },
  },
];

export function findEnterpriseSolution(id: string | undefined): EnterpriseSolution | undefined {
  return enterpriseSolutions.find((s) => s.id === id);
}

export const enterpriseDetailText = {
  coreFeaturesHeading: "Core features",
  useCasesHeading: "Use cases",
  architectureHeading: "Architecture overview",
  diagramLabel: "Architecture diagram of {name}, from applications down to storage",
  allSolutions: "All enterprise solutions",
  unknown: "This enterprise solution does not exist.",
} as const;
