/**
 * /enterprise: the three solution cards, the security, integration and engagement lists and the enterprise contact dialog.
 * The detail pages' data lives in enterprise-details/<id>.ts, so /enterprise does not load it. Plain typed data.
 */
export type EnterpriseSolutionId = "privacy-blockchain" | "homomorphic-db" | "pqc-encryption";

export interface EnterpriseFeature {
  title: string;
  description: string;
}

export interface EnterpriseUseCase {
  industry: string;
  title: string;
  description: string;
}

/** One box of the architecture diagram; layers are drawn top (client) to bottom (infrastructure). */
export interface ArchitectureLayer {
  name: string;
  components: readonly string[];
}

export interface ContactDialogCopy {
  title: string;
  description: string;
  subject: string;
  context: string;
}

/** What /enterprise shows of a solution; the detail pages' full data is in enterprise-details/<id>.ts. */
export interface EnterpriseCard {
  id: EnterpriseSolutionId;
  name: string;
  cardSummary: string;
}

export interface EnterpriseSolution extends EnterpriseCard {
  hero: { eyebrow: string; title: string; lead: string; highlights: readonly string[] };
  coreFeatures: readonly EnterpriseFeature[];
  useCases: readonly EnterpriseUseCase[];
  architecture: { summary: string; layers: readonly ArchitectureLayer[]; notes: readonly string[] };
  contactButton: string;
  contact: ContactDialogCopy;
}

export const enterpriseCards: readonly EnterpriseCard[] = [
  {
    id: "privacy-blockchain",
    name: "Privacy Blockchain",
    cardSummary:
      "A permissioned ledger with confidential transactions, zero-knowledge compliance proofs and post-quantum signatures.",
  },
  {
    id: "homomorphic-db",
    name: "Homomorphic Database",
    cardSummary:
      "Run SQL analytics and vector search over data that stays encrypted end to end with CKKS and BFV homomorphic encryption.",
  },
  {
    id: "pqc-encryption",
    name: "PQC Encryption",
    cardSummary:
      "Move to post-quantum cryptography with ML-KEM and ML-DSA: a cryptographic inventory, hybrid rollout and crypto-agility.",
  },
];

export const enterpriseOverview = {
  hero: {
    title: "Enterprise Solutions",
    lead: "Production-grade cryptography for organisations that cannot choose between using data and protecting it: confidential ledgers, computation on encrypted data and post-quantum security.",
  },
  solutionsHeading: "Our enterprise solutions",
  learnMore: "Learn More",
  securityHeading: "Enterprise-grade security",
  security: [
    {
      title: "Standards-based cryptography",
      description:
        "NIST FIPS 203/204/205 post-quantum algorithms and HomomorphicEncryption.org parameter sets.",
    },
    {
      title: "Keys stay with you",
      description:
        "Customer-held keys in your HSM or KMS; our services only ever see ciphertexts and public keys.",
    },
    {
      title: "Independent review",
      description:
        "Protocols and implementations are audited by third parties and our open-source cores are public.",
    },
    {
      title: "Constant-time implementations",
      description:
        "Side-channel hardened code paths, fuzzed and tested against published known-answer vectors.",
    },
  ],
  integrationHeading: "Seamless integration",
  integration: [
    {
      title: "SDKs and APIs",
      description: "REST and gRPC APIs with SDKs for Python, Java, Go, TypeScript and Rust.",
    },
    {
      title: "Deploy anywhere",
      description:
        "On-premises, private cloud or your VPC on AWS, Azure and Google Cloud, packaged for Kubernetes.",
    },
    {
      title: "Identity and key management",
      description:
        "SAML and OIDC single sign-on, PKCS#11 HSMs, AWS KMS, Azure Key Vault and HashiCorp Vault.",
    },
    {
      title: "Observability",
      description: "OpenTelemetry traces and metrics, audit logs exported to your SIEM.",
    },
  ],
  workingHeading: "Working with us",
  working: [
    {
      title: "A pilot first",
      description:
        "Most engagements start with a four- to eight-week proof of concept on your own data, scoped with your architects.",
    },
    {
      title: "Pricing and licences",
      description:
        "An annual subscription per deployment, quoted once the pilot is scoped. The open-source cores stay free under their own licences.",
    },
    {
      title: "Support and SLAs",
      description:
        "Business-hours support during a pilot; production contracts add 24/7 incident response with a first answer within an hour for critical incidents.",
    },
    {
      title: "Partners and integrators",
      description:
        "We work with system integrators, resellers and cloud marketplaces. Partnership inquiries go through the same form as any other.",
    },
  ],
  ctaHeading: "Ready to protect your most sensitive data?",
  ctaLead: "Talk to our enterprise team about a proof of concept, pricing and deployment options.",
  ctaButton: "Contact Enterprise Team",
  contact: {
    title: "Contact Enterprise Team",
    description:
      "Tell us about your organisation and what you want to protect. Our enterprise team will reply within 24 hours.",
    subject: "Enterprise Inquiry",
    context: "Enterprise - General",
  } satisfies ContactDialogCopy,
} as const;
