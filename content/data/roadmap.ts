/** The research project roadmap (/research/project-roadmap): three flagship projects with phases and milestones. */
import { withText } from "../with-text";
import { sharedRoadmapProjects, ROADMAP_PROJECT_FIELDS } from "./shared/roadmap";

export type MilestoneStatus = "done" | "in-progress" | "planned";
/** "Live": the project's public network runs (the research page counts these as live mainnets). */
export type ProjectStatus = "Live" | "Active" | "Development";

export interface Milestone {
  title: string;
  /** A quarter or year label, e.g. "Q2 2024". */
  date: string;
  status: MilestoneStatus;
}

export interface RoadmapPhase {
  name: string;
  period: string;
  summary: string;
  milestones: readonly Milestone[];
}

export interface RoadmapProject {
  id: string;
  name: string;
  status: ProjectStatus;
  goal: string;
  technologyIds: readonly string[];
  phases: readonly RoadmapPhase[];
}

export const roadmapProjects: readonly RoadmapProject[] = withText(
  sharedRoadmapProjects,
  (e) => e.id,
  {
    "moduli-chain": {
      name: "Moduli Chain: privacy-preserving Layer 1",
      goal: "A public blockchain with confidential transactions, threshold-encrypted mempools and zk-SNARK smart contracts.",
      phases: [
        {
          name: "Phase 1: Research and protocol design",
          period: "2019 - 2021",
          summary:
            "Transaction format with Pedersen commitments and Bulletproofs; consensus and validator economics.",
          milestones: [
            {
              title: "Confidential transaction specification published",
              date: "Q3 2019",
              status: "done",
            },
            {
              title: "Bulletproofs batch verifier audited",
              date: "Q2 2021",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 2: Testnet",
          period: "2022 - 2023",
          summary: "Public testnet with 64 validators, private smart contracts proven with PLONK.",
          milestones: [
            {
              title: "Incentivised testnet launched",
              date: "Q2 2022",
              status: "done",
            },
            {
              title: "zk-SNARK contract runtime on testnet",
              date: "Q1 2023",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 3: Mainnet and encrypted mempool",
          period: "2024 - 2026",
          summary: "Mainnet launch, then threshold-encrypted mempool against front-running.",
          milestones: [
            {
              title: "Mainnet launch",
              date: "Q4 2024",
              status: "done",
            },
            {
              title: "Encrypted mempool on mainnet",
              date: "Q3 2026",
              status: "in-progress",
            },
            {
              title: "Post-quantum validator signatures (ML-DSA)",
              date: "2027",
              status: "planned",
            },
          ],
        },
      ],
    },
    "torus-fhe-platform": {
      name: "Torus FHE platform",
      goal: "Production homomorphic encryption for databases and machine learning: CKKS, BFV/BGV and TFHE behind one API.",
      phases: [
        {
          name: "Phase 1: Encrypted aggregation",
          period: "2020 - 2021",
          summary: "EC-ElGamal and BFV aggregates over encrypted columns in TorusDB.",
          milestones: [
            {
              title: "Encrypted SUM/COUNT/AVG in production",
              date: "Q4 2021",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 2: Approximate arithmetic and bootstrapping",
          period: "2022 - 2024",
          summary: "CKKS with bootstrapping, GPU kernels and encrypted model inference.",
          milestones: [
            {
              title: "CKKS bootstrapping parameter sets released",
              date: "Q3 2022",
              status: "done",
            },
            {
              title: "GPU-accelerated NTT and key switching",
              date: "Q2 2024",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 3: Scheme switching",
          period: "2025 - 2026",
          summary: "CKKS for numerics and TFHE for comparisons in one encrypted pipeline.",
          milestones: [
            {
              title: "TFHE programmable bootstrapping compiler",
              date: "Q2 2025",
              status: "done",
            },
            {
              title: "CKKS to TFHE scheme switching in TorusDB",
              date: "Q4 2026",
              status: "in-progress",
            },
          ],
        },
      ],
    },
    "pqc-migration": {
      name: "Post-quantum migration toolkit",
      goal: "Move customer systems to ML-KEM, ML-DSA and SLH-DSA with inventories, hybrid modes and crypto agility.",
      phases: [
        {
          name: "Phase 1: Standards tracking",
          period: "2017 - 2023",
          summary: "Lattice parameter research and implementations that followed the NIST process.",
          milestones: [
            {
              title: "MLWE parameter guide published",
              date: "2017",
              status: "done",
            },
            {
              title: "Kyber and Dilithium reference ports",
              date: "Q3 2022",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 2: FIPS 203/204/205",
          period: "2024 - 2025",
          summary:
            "Implementations that follow the final standards, hybrid TLS and constrained-device signing.",
          milestones: [
            {
              title: "X25519MLKEM768 in the PQC-Function gateway",
              date: "Q4 2024",
              status: "done",
            },
            {
              title: "ML-DSA firmware signing for microcontrollers",
              date: "Q2 2025",
              status: "done",
            },
          ],
        },
        {
          name: "Phase 3: Enterprise migration",
          period: "2026 - 2027",
          summary: "Cryptographic inventory scanner and policy engine for crypto-agile deployments.",
          milestones: [
            {
              title: "Cryptographic inventory scanner beta",
              date: "Q1 2026",
              status: "done",
            },
            {
              title: "Policy-driven algorithm rotation",
              date: "Q4 2026",
              status: "in-progress",
            },
            {
              title: "SLH-DSA hardware root-of-trust reference design",
              date: "2027",
              status: "planned",
            },
          ],
        },
      ],
    },
  },
  ROADMAP_PROJECT_FIELDS,
);
