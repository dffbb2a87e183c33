import { byId } from "../../by-id";
import { enterpriseCards, type EnterpriseSolution } from "../enterprise";

export const detail: EnterpriseSolution = {
  ...byId(enterpriseCards, "privacy-blockchain", "enterprise card"),
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
};
