/**
 * The route registry: the ONE list of the site's routes. It feeds the router, header, breadcrumbs, prerender,
 * sitemap, history titles and the navigator's candidate pages. Detail routes enumerate their ids from content.
 */
import { coreTechnologies } from "./data/core-tech";
import { openSourceProjects } from "./data/opensource";
import { solutions } from "./data/solutions";
import { technologies } from "./data/technologies";
import { useCases } from "./data/use-cases";
import type { SectionId } from "./sections";

export type PageKey =
  | "home"
  | "ecosystem"
  | "explore"
  | "solution-detail"
  | "core-tech-detail"
  | "opensource-list"
  | "opensource-detail"
  | "research"
  | "technology-overview"
  | "technology-detail"
  | "whitepaper-library"
  | "project-roadmap"
  | "online-classroom"
  | "devhub"
  | "developer-program"
  | "use-cases-hub"
  | "use-case-detail"
  | "docs"
  | "devhub-projects"
  | "project-detail"
  | "labs"
  | "community"
  | "service"
  | "services"
  | "community-forum"
  | "platform"
  | "enterprise"
  | "enterprise-detail"
  | "thank-you"
  | "not-found";

export interface DetailItem {
  param: string;
  title: string;
  /** The page's meta description. Server-side only: empty in the client bundle's registry (ADR 0048). */
  description: string;
}

export interface RouteDef {
  /** Stable key, also used by the navigator's curated phrases. */
  id: string;
  /** wouter pattern; detail routes have exactly one `:param` segment at the end. */
  path: string;
  page: PageKey;
  section: SectionId | null;
  /** Page title (h1 and history title). Detail routes take the item's title instead. */
  title: string;
  /** Meta description and the lead of some pages; also read by the navigator. */
  description: string;
  /** Breadcrumb label; defaults to title. */
  crumb?: string;
  /** Route id of the breadcrumb parent. */
  parent: string | null;
  /** Whether the inline chat panel starts open on this page. */
  chatPanel: boolean;
  /** Extra props handed to the page component (e.g. which platform a platform page shows). */
  props?: Readonly<Record<string, string>>;
  /** Canonical path when this route duplicates another (e.g. /devhub/program). */
  canonical?: string;
  /** Kept out of the sitemap and marked noindex. */
  noindex?: boolean;
  /** Detail routes: the known items, from content. */
  items?: () => readonly DetailItem[];
}

const r = (def: RouteDef): RouteDef => def;

export const routes: readonly RouteDef[] = [
  r({
    id: "home",
    path: "/",
    page: "home",
    section: null,
    title: "Nullspace Hub",
    crumb: "Home",
    description:
      "Nullspace builds a safer digital world with cryptographic technology: homomorphic encryption, post-quantum security, zero-knowledge proofs and blockchain privacy.",
    parent: null,
    chatPanel: false,
  }),

  r({
    id: "ecosystem",
    path: "/ecosystem",
    page: "ecosystem",
    section: "ecosystem",
    title: "Ecosystem",
    description: "Explore Nullspace solutions, core cryptographic technologies and open-source projects.",
    parent: "home",
    chatPanel: true,
  }),
  r({
    id: "ecosystem-explore",
    path: "/ecosystem/explore",
    page: "explore",
    section: "ecosystem",
    title: "Explore the Ecosystem",
    crumb: "Explore",
    description: "Browse every Nullspace solution and core technology, filtered by category and status.",
    parent: "ecosystem",
    chatPanel: false,
    props: { tab: "all" },
  }),
  r({
    id: "ecosystem-solutions",
    path: "/ecosystem/solutions",
    page: "explore",
    section: "ecosystem",
    title: "Solutions",
    description:
      "All Nullspace solutions: encrypted databases, PQC services, tokenization, privacy analytics and more.",
    parent: "ecosystem",
    chatPanel: false,
    props: { tab: "solutions" },
  }),
  r({
    id: "solution-detail",
    path: "/ecosystem/solutions/:id",
    page: "solution-detail",
    section: "ecosystem",
    title: "Solution",
    description: "",
    parent: "ecosystem-solutions",
    chatPanel: false,
    items: () => solutions.map((s) => ({ param: s.id, title: s.name, description: s.shortDescription })),
  }),
  r({
    id: "ecosystem-core-tech",
    path: "/ecosystem/core-tech",
    page: "explore",
    section: "ecosystem",
    title: "Core Technologies",
    description:
      "The cryptographic building blocks behind Nullspace: CKKS, ML-KEM, ML-DSA, zk-SNARKs, threshold MPC and encrypted federated learning.",
    parent: "ecosystem",
    chatPanel: false,
    props: { tab: "core-tech" },
  }),
  r({
    id: "core-tech-detail",
    path: "/ecosystem/core-tech/:id",
    page: "core-tech-detail",
    section: "ecosystem",
    title: "Core Technology",
    description: "",
    parent: "ecosystem-core-tech",
    chatPanel: false,
    items: () =>
      coreTechnologies.map((t) => ({
        param: t.id,
        title: `${t.name}: ${t.fullName}`,
        description: t.shortDescription,
      })),
  }),
  r({
    id: "ecosystem-opensource",
    path: "/ecosystem/opensource",
    page: "opensource-list",
    section: "ecosystem",
    title: "Open-Source Projects",
    crumb: "Open Source",
    description:
      "Nullspace open-source libraries for homomorphic encryption, post-quantum cryptography, zero knowledge and MPC.",
    parent: "ecosystem",
    chatPanel: false,
  }),
  r({
    id: "opensource-detail",
    path: "/ecosystem/opensource/:id",
    page: "opensource-detail",
    section: "ecosystem",
    title: "Open-Source Project",
    description: "",
    parent: "ecosystem-opensource",
    chatPanel: false,
    items: () =>
      openSourceProjects.map((p) => ({ param: p.id, title: p.name, description: p.shortDescription })),
  }),

  r({
    id: "research",
    path: "/research",
    page: "research",
    section: "research",
    title: "Research",
    description:
      "Nullspace research: seven technologies, eighteen papers, the project roadmap and the online classroom.",
    parent: "home",
    chatPanel: true,
  }),
  r({
    id: "technology-overview",
    path: "/research/technology-overview",
    page: "technology-overview",
    section: "research",
    title: "Technology Overview",
    description:
      "The seven cryptographic technologies Nullspace researches, from homomorphic encryption to differential privacy.",
    parent: "research",
    chatPanel: false,
  }),
  r({
    id: "technology-detail",
    path: "/research/technologies/:id",
    page: "technology-detail",
    section: "research",
    title: "Technology",
    description: "",
    parent: "technology-overview",
    chatPanel: false,
    items: () => technologies.map((t) => ({ param: t.id, title: t.name, description: t.summary })),
  }),
  r({
    id: "whitepaper-library",
    path: "/research/whitepaper-library",
    page: "whitepaper-library",
    section: "research",
    title: "Whitepaper Library",
    crumb: "Paper Library",
    description: "Eighteen Nullspace research papers and whitepapers with an in-page PDF viewer.",
    parent: "research",
    chatPanel: false,
  }),
  r({
    id: "project-roadmap",
    path: "/research/project-roadmap",
    page: "project-roadmap",
    section: "research",
    title: "Project Roadmap",
    description: "The phases and milestones of Nullspace's three flagship research projects.",
    parent: "research",
    chatPanel: false,
  }),
  r({
    id: "online-classroom",
    path: "/research/online-classroom",
    page: "online-classroom",
    section: "research",
    title: "Online Classroom",
    description: "Free courses on modern cryptography from the Nullspace research team, coming soon.",
    parent: "research",
    chatPanel: false,
  }),

  r({
    id: "devhub",
    path: "/devhub",
    page: "devhub",
    section: "devhub",
    title: "DevHub",
    description: "Build with Nullspace: the developer program, use cases, SDK docs and open-source projects.",
    parent: "home",
    chatPanel: true,
  }),
  r({
    id: "developer-program",
    path: "/devhub/developer-program",
    page: "developer-program",
    section: "devhub",
    title: "Developer Program",
    description:
      "Join the Nullspace developer program: sandbox keys, SDKs, office hours and credits for building with advanced cryptography.",
    parent: "devhub",
    chatPanel: false,
  }),
  r({
    id: "devhub-program",
    path: "/devhub/program",
    page: "developer-program",
    section: "devhub",
    title: "Get Started with the Developer Program",
    crumb: "Get Started",
    description:
      "Start building with Nullspace: join the developer program and get sandbox access to our cryptography APIs.",
    parent: "devhub",
    chatPanel: false,
    canonical: "/devhub/developer-program",
  }),
  r({
    id: "use-cases-hub",
    path: "/devhub/hub",
    page: "use-cases-hub",
    section: "devhub",
    title: "Use Cases Hub",
    description:
      "Concrete use cases for homomorphic encryption, post-quantum cryptography and zero-knowledge proofs, with reference architectures.",
    parent: "devhub",
    chatPanel: false,
  }),
  r({
    id: "use-case-detail",
    path: "/devhub/use-cases/:slug",
    page: "use-case-detail",
    section: "devhub",
    title: "Use Case",
    description: "",
    parent: "use-cases-hub",
    chatPanel: false,
    items: () => useCases.map((u) => ({ param: u.slug, title: u.title, description: u.summary })),
  }),
  r({
    id: "devhub-docs",
    path: "/devhub/docs",
    page: "docs",
    section: "devhub",
    title: "Developer Docs",
    crumb: "Docs",
    description:
      "Getting-started guides for the Nullspace SDKs: installation, code samples per platform and an API overview.",
    parent: "devhub",
    chatPanel: false,
  }),
  r({
    id: "devhub-opensource",
    path: "/devhub/opensource-projects",
    page: "devhub-projects",
    section: "devhub",
    title: "Open-Source Projects for Developers",
    crumb: "Open-Source Projects",
    description: "Libraries you can use today: Rust, Go, TypeScript and Python projects from Nullspace.",
    parent: "devhub",
    chatPanel: false,
  }),
  r({
    id: "project-detail",
    path: "/devhub/projects/:id",
    page: "project-detail",
    section: "devhub",
    title: "Project",
    description: "",
    parent: "devhub-opensource",
    chatPanel: false,
    items: () =>
      openSourceProjects.map((p) => ({
        param: p.id,
        title: `${p.name} for developers`,
        description: p.shortDescription,
      })),
  }),

  r({
    id: "labs",
    path: "/labs",
    page: "labs",
    section: "labs",
    title: "Nullspace Cryptography Lab",
    crumb: "Labs",
    description:
      "Our research lab for mathematical cryptography, post-quantum security, homomorphic encryption and blockchain privacy.",
    parent: "home",
    chatPanel: false,
  }),
  r({
    id: "community",
    path: "/community",
    page: "community",
    section: "community",
    title: "Community",
    description: "Join the Nullspace community on Discord, GitHub and the forum, and see our events.",
    parent: "home",
    chatPanel: false,
  }),

  r({
    id: "service",
    path: "/service",
    page: "service",
    section: "service",
    title: "Nullspace Service Portal",
    crumb: "Service",
    description: "The Nullspace Service Portal: the services catalogue and the community forum.",
    parent: "home",
    chatPanel: true,
  }),
  r({
    id: "services",
    path: "/service/services",
    page: "services",
    section: "service",
    title: "Services Catalogue",
    crumb: "Services",
    description:
      "Seven Nullspace platforms: CUSP, PrivID / TorusDB, PQC-Function, Tokenis, Epsilon, Moduli Chain and Ledger Actor Fabric.",
    parent: "service",
    chatPanel: false,
  }),
  r({
    id: "community-forum",
    path: "/service/community-forum",
    page: "community-forum",
    section: "service",
    title: "Community Forum",
    description:
      "The Nullspace community forum is coming soon: questions, answers and announcements for builders.",
    parent: "service",
    chatPanel: false,
  }),
  r({
    id: "service-cusp",
    path: "/service/cusp",
    page: "platform",
    section: "service",
    title: "CUSP Platform",
    description:
      "CUSP, the Cryptographic Unified Security Platform: threshold MPC key custody, HSM integration and policy controls.",
    parent: "services",
    chatPanel: false,
    props: { platform: "cusp" },
  }),
  r({
    id: "service-pqc-function",
    path: "/service/pqc-function",
    page: "platform",
    section: "service",
    title: "PQC-Function Platform",
    description: "PQC-Function: serverless ML-KEM and ML-DSA post-quantum cryptography behind a simple API.",
    parent: "services",
    chatPanel: false,
    props: { platform: "pqc-function" },
  }),
  r({
    id: "service-tokenis",
    path: "/service/tokenis",
    page: "platform",
    section: "service",
    title: "Tokenis Platform",
    description:
      "Tokenis: real-world asset tokenization with confidential balances and zero-knowledge compliance.",
    parent: "services",
    chatPanel: false,
    props: { platform: "tokenis" },
  }),
  r({
    id: "service-epsilon",
    path: "/service/epsilon",
    page: "platform",
    section: "service",
    title: "Epsilon Platform",
    description: "Epsilon: privacy-preserving analytics with differential privacy and encrypted joins.",
    parent: "services",
    chatPanel: false,
    props: { platform: "epsilon" },
  }),
  r({
    id: "service-ledger-actor-fabric",
    path: "/service/ledger-actor-fabric",
    page: "platform",
    section: "service",
    title: "Ledger Actor Fabric Platform",
    description: "Ledger Actor Fabric: an actor-model runtime for permissioned ledgers with BFT ordering.",
    parent: "services",
    chatPanel: false,
    props: { platform: "ledger-actor-fabric" },
  }),
  r({
    id: "service-privid",
    path: "/service/privid",
    page: "platform",
    section: "service",
    title: "PrivID / TorusDB Platform",
    description:
      "PrivID and TorusDB: encrypted biometric authentication on a homomorphically encrypted database.",
    parent: "services",
    chatPanel: false,
    props: { platform: "privid" },
  }),

  r({
    id: "enterprise",
    path: "/enterprise",
    page: "enterprise",
    section: "enterprise",
    title: "Enterprise",
    description:
      "Enterprise cryptography from Nullspace: privacy blockchain, homomorphic databases and post-quantum encryption.",
    parent: "home",
    chatPanel: false,
  }),
  r({
    id: "enterprise-privacy-blockchain",
    path: "/enterprise/privacy-blockchain",
    page: "enterprise-detail",
    section: "enterprise",
    title: "Privacy Blockchain",
    description:
      "An enterprise blockchain with confidential transactions, zero-knowledge compliance and post-quantum signatures.",
    parent: "enterprise",
    chatPanel: false,
    props: { solution: "privacy-blockchain" },
  }),
  r({
    id: "enterprise-homomorphic-db",
    path: "/enterprise/homomorphic-db",
    page: "enterprise-detail",
    section: "enterprise",
    title: "Homomorphic Database",
    description:
      "Query sensitive data while it stays encrypted: an enterprise database built on CKKS homomorphic encryption.",
    parent: "enterprise",
    chatPanel: false,
    props: { solution: "homomorphic-db" },
  }),
  r({
    id: "enterprise-pqc-encryption",
    path: "/enterprise/pqc-encryption",
    page: "enterprise-detail",
    section: "enterprise",
    title: "PQC Encryption",
    description:
      "Migrate to post-quantum encryption with ML-KEM and ML-DSA: inventory, hybrid rollout and crypto-agility.",
    parent: "enterprise",
    chatPanel: false,
    props: { solution: "pqc-encryption" },
  }),

  r({
    id: "thank-you",
    path: "/thank-you",
    page: "thank-you",
    section: null,
    title: "Thank You",
    description: "Your inquiry reached the Nullspace team. Here is what happens next.",
    parent: "home",
    chatPanel: false,
    // Indexable on purpose: issue 7 asks for Lighthouse SEO 100 on every registry route, and a noindex page scores
    // 66. Set `noindex: true` here to keep it out of search engines (and the sitemap) at that cost.
  }),
];

export const notFoundRoute: RouteDef = {
  id: "not-found",
  path: "/404",
  page: "not-found",
  section: null,
  title: "404 Page Not Found",
  crumb: "Not found",
  description: "The page you were looking for does not exist.",
  parent: "home",
  chatPanel: false,
  noindex: true,
};
