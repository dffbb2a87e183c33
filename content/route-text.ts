import type { RouteTexts } from "./routes";

/** The English edition's text of every route (the Korean edition's is content/ko/route-text.ts). */
export const routeText: RouteTexts = {
  home: {
    title: "Nullspace Hub",
    crumb: "Home",
    description:
      "Nullspace builds a safer digital world with cryptographic technology: homomorphic encryption, post-quantum security, zero-knowledge proofs and blockchain privacy.",
  },
  ecosystem: {
    title: "Ecosystem",
    description: "Explore Nullspace solutions, core cryptographic technologies and open-source projects.",
  },
  "ecosystem-explore": {
    title: "Explore the Ecosystem",
    crumb: "Explore",
    description: "Browse every Nullspace solution and core technology, filtered by category and status.",
  },
  "ecosystem-solutions": {
    title: "Solutions",
    description:
      "All Nullspace solutions: encrypted databases, PQC services, tokenization, privacy analytics and more.",
  },
  "solution-detail": {
    title: "Solution",
    description: "",
  },
  "ecosystem-core-tech": {
    title: "Core Technologies",
    description:
      "The cryptographic building blocks behind Nullspace: CKKS, ML-KEM, ML-DSA, zk-SNARKs, threshold MPC and encrypted federated learning.",
  },
  "core-tech-detail": {
    title: "Core Technology",
    description: "",
  },
  "ecosystem-opensource": {
    title: "Open-Source Projects",
    crumb: "Open Source",
    description:
      "Nullspace open-source libraries for homomorphic encryption, post-quantum cryptography, zero knowledge and MPC.",
  },
  "opensource-detail": {
    title: "Open-Source Project",
    description: "",
  },
  research: {
    title: "Research",
    description:
      "Nullspace research: seven technologies, eighteen papers, the project roadmap and the online classroom.",
  },
  "technology-overview": {
    title: "Technology Overview",
    description:
      "The seven cryptographic technologies Nullspace researches, from homomorphic encryption to differential privacy.",
  },
  "technology-detail": {
    title: "Technology",
    description: "",
  },
  "whitepaper-library": {
    title: "Whitepaper Library",
    crumb: "Paper Library",
    description: "Eighteen Nullspace research papers and whitepapers with an in-page PDF viewer.",
  },
  "project-roadmap": {
    title: "Project Roadmap",
    description: "The phases and milestones of Nullspace's three flagship research projects.",
  },
  "online-classroom": {
    title: "Online Classroom",
    description: "Free courses on modern cryptography from the Nullspace research team, coming soon.",
  },
  devhub: {
    title: "DevHub",
    description: "Build with Nullspace: the developer program, use cases, SDK docs and open-source projects.",
  },
  "developer-program": {
    title: "Developer Program",
    description:
      "Join the Nullspace developer program: sandbox keys, SDKs, office hours and credits for building with advanced cryptography.",
  },
  "devhub-program": {
    title: "Get Started with the Developer Program",
    crumb: "Get Started",
    description:
      "Start building with Nullspace: join the developer program and get sandbox access to our cryptography APIs.",
  },
  "use-cases-hub": {
    title: "Use Cases Hub",
    description:
      "Concrete use cases for homomorphic encryption, post-quantum cryptography and zero-knowledge proofs, with reference architectures.",
  },
  "use-case-detail": {
    title: "Use Case",
    description: "",
  },
  "devhub-docs": {
    title: "Developer Docs",
    crumb: "Docs",
    description:
      "Getting-started guides for the Nullspace SDKs: installation, code samples per platform and an API overview.",
  },
  "devhub-opensource": {
    title: "Open-Source Projects for Developers",
    crumb: "Open-Source Projects",
    description: "Libraries you can use today: Rust, Go, TypeScript and Python projects from Nullspace.",
  },
  "project-detail": {
    title: "Project",
    description: "",
    itemTitle: "{name} for developers",
  },
  labs: {
    title: "Nullspace Cryptography Lab",
    crumb: "Labs",
    description:
      "Our research lab for mathematical cryptography, post-quantum security, homomorphic encryption and blockchain privacy.",
  },
  community: {
    title: "Community",
    description: "Join the Nullspace community on Discord, GitHub and the forum, and see our events.",
  },
  service: {
    title: "Nullspace Service Portal",
    crumb: "Service",
    description: "The Nullspace Service Portal: the services catalogue and the community forum.",
  },
  services: {
    title: "Services Catalogue",
    crumb: "Services",
    description:
      "The Nullspace platforms (CUSP, PrivID / TorusDB, PQC-Function, Tokenis, Epsilon, Ledger Actor Fabric) and the Moduli Chain network.",
  },
  "community-forum": {
    title: "Community Forum",
    description:
      "The Nullspace community forum is coming soon: questions, answers and announcements for builders.",
  },
  "service-cusp": {
    title: "CUSP Platform",
    description:
      "CUSP, the Cryptographic Unified Security Platform: threshold MPC key custody, HSM integration and policy controls.",
  },
  "service-pqc-function": {
    title: "PQC-Function Platform",
    description: "PQC-Function: serverless ML-KEM and ML-DSA post-quantum cryptography behind a simple API.",
  },
  "service-tokenis": {
    title: "Tokenis Platform",
    description:
      "Tokenis: real-world asset tokenization with confidential balances and zero-knowledge compliance.",
  },
  "service-epsilon": {
    title: "Epsilon Platform",
    description: "Epsilon: privacy-preserving analytics with differential privacy and encrypted joins.",
  },
  "service-ledger-actor-fabric": {
    title: "Ledger Actor Fabric Platform",
    description: "Ledger Actor Fabric: an actor-model runtime for permissioned ledgers with BFT ordering.",
  },
  "service-privid": {
    title: "PrivID / TorusDB Platform",
    description:
      "PrivID and TorusDB: encrypted biometric authentication on a homomorphically encrypted database.",
  },
  enterprise: {
    title: "Enterprise",
    description:
      "Enterprise cryptography from Nullspace: privacy blockchain, homomorphic databases and post-quantum encryption.",
  },
  "enterprise-privacy-blockchain": {
    title: "Privacy Blockchain",
    description:
      "An enterprise blockchain with confidential transactions, zero-knowledge compliance and post-quantum signatures.",
  },
  "enterprise-homomorphic-db": {
    title: "Homomorphic Database",
    description:
      "Query sensitive data while it stays encrypted: an enterprise database built on CKKS homomorphic encryption.",
  },
  "enterprise-pqc-encryption": {
    title: "PQC Encryption",
    description:
      "Migrate to post-quantum encryption with ML-KEM and ML-DSA: inventory, hybrid rollout and crypto-agility.",
  },
  "thank-you": {
    title: "Thank You",
    description: "Your inquiry reached the Nullspace team. Here is what happens next.",
  },
  privacy: {
    title: "Privacy Policy",
    description:
      "What the Nullspace site collects, why and for how long, who receives it, and how to see it or have it deleted.",
  },
  security: {
    title: "Vulnerability Disclosure Policy",
    crumb: "Security",
    description:
      "How to report a vulnerability in the Nullspace site or its open-source libraries: scope, response times, safe harbour.",
  },
  "not-found": {
    title: "404 Page Not Found",
    crumb: "Not found",
    description: "The page you were looking for does not exist.",
  },
};
