/** DevHub content: the journey, featured technologies and the developer program (the SDK docs are in devhub-docs.ts). */

export type DevhubIcon = "key" | "book" | "users" | "credit" | "flask" | "shield";

export interface Benefit {
  icon: DevhubIcon;
  title: string;
  body: string;
}

export interface JourneyStep {
  title: "Join Program" | "Explore Hub" | "Build & Deploy";
  body: string;
  href: string;
  cta: string;
}

export interface FeaturedTechnology {
  /** A core technology id (its detail page is /ecosystem/core-tech/{id}). */
  coreTechId: string;
  title: string;
  body: string;
  points: readonly string[];
}

export interface Tier {
  name: string;
  price: string;
  audience: string;
  features: readonly string[];
}

export interface Faq {
  question: string;
  answer: string;
}

export const programBenefits: readonly Benefit[] = [
  {
    icon: "key",
    title: "Sandbox API keys",
    body: "Free sandbox access to PQC-Function, TorusDB, Epsilon and the zero-knowledge prover, with test keys that never touch production data.",
  },
  {
    icon: "book",
    title: "SDKs and reference code",
    body: "Maintained SDKs for TypeScript, Python, Rust, Go, Kotlin and Swift, plus the reference architectures of the Use Cases Hub.",
  },
  {
    icon: "users",
    title: "Office hours with cryptographers",
    body: "Monthly sessions with the Nullspace research team to review parameter choices, threat models and circuit designs.",
  },
  {
    icon: "credit",
    title: "Production credits",
    body: "Credits for your first production workloads once your project passes a short architecture review.",
  },
  {
    icon: "flask",
    title: "Early access",
    body: "Beta features such as encrypted vector search, and the encrypted mempool on the Moduli Chain testnet, before general availability.",
  },
  {
    icon: "shield",
    title: "Security review",
    body: "A checklist-based review of how your integration handles keys, nonces and error paths before launch.",
  },
];

export const journeySteps: readonly JourneyStep[] = [
  {
    title: "Join Program",
    body: "Apply to the developer program and receive sandbox keys for every Nullspace API.",
    href: "/devhub/program",
    cta: "Join the program",
  },
  {
    title: "Explore Hub",
    body: "Pick a use case close to yours and study its reference architecture and code sketch.",
    href: "/devhub/hub",
    cta: "Open the hub",
  },
  {
    title: "Build & Deploy",
    body: "Install an SDK, build against the sandbox, then switch to live keys when you go to production.",
    href: "/devhub/docs",
    cta: "Read the docs",
  },
];

export const featuredTechnologies: readonly FeaturedTechnology[] = [
  {
    coreTechId: "ckks",
    title: "Homomorphic Encryption",
    body: "Compute on encrypted data with CKKS for real-valued analytics and machine learning.",
    points: [
      "Encrypted SQL aggregates in TorusDB",
      "SIMD packing of thousands of values",
      "Bootstrapping for deep circuits",
    ],
  },
  {
    coreTechId: "ml-kem",
    title: "Post-Quantum Cryptography",
    body: "Quantum-safe key exchange and signatures with ML-KEM (FIPS 203) and ML-DSA (FIPS 204).",
    points: ["Hybrid X25519MLKEM768", "Keys held in HSMs", "Crypto-agile key policies"],
  },
  {
    coreTechId: "zk-snark",
    title: "Zero-Knowledge Proofs",
    body: "Prove facts about data without revealing it, with Groth16 and PLONK proofs verified in milliseconds.",
    points: ["Audited circuits", "Private credentials", "Recursive proof aggregation"],
  },
];

export const programTiers: readonly Tier[] = [
  {
    name: "Community",
    price: "Free",
    audience: "Individual developers, students and researchers",
    features: [
      "Sandbox keys for every API",
      "60 requests per minute",
      "Community support",
      "All SDKs and samples",
    ],
  },
  {
    name: "Startup",
    price: "Credits on approval",
    audience: "Teams preparing a first production launch",
    features: [
      "Everything in Community",
      "Production credits after architecture review",
      "Monthly office hours",
      "Early access to beta features",
    ],
  },
  {
    name: "Research",
    price: "Free for academic use",
    audience: "Universities and non-profit research groups",
    features: [
      "Everything in Community",
      "Higher sandbox limits for experiments",
      "Co-authoring and benchmarking support",
      "Access to research builds of fedhe and torus-he",
    ],
  },
];

export const joinSteps: readonly string[] = [
  "Tell us what you are building and which platform you will use.",
  "Receive sandbox keys (prefixed ns_test_) within one working day.",
  "Build against the sandbox with the SDK of your choice.",
  "Book an architecture review to unlock production credits.",
];

export const programFaq: readonly Faq[] = [
  {
    question: "Do I need a cryptography background?",
    answer:
      "No. The SDKs choose safe parameters by preset (for example n15-128 for CKKS or ML-KEM-768 for key exchange). Office hours help when you need to go beyond the presets.",
  },
  {
    question: "Can sandbox data reach production?",
    answer:
      "No. Sandbox and live environments use separate keys, separate HSM partitions and separate databases. Test keys cannot call live endpoints.",
  },
  {
    question: "Which algorithms are available?",
    answer:
      "ML-KEM-512/768/1024, ML-DSA-44/65/87, SLH-DSA, hybrid X25519MLKEM768, CKKS and BFV, Groth16 and PLONK proofs, and threshold ECDSA and EdDSA.",
  },
  {
    question: "Is the open-source code the same as the hosted services?",
    answer:
      "The libraries marked Production are the ones our platforms run. Beta and Research libraries are published earlier and say so on their pages.",
  },
];
