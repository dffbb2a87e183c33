/** The research project roadmap (/research/project-roadmap): three flagship projects with phases and milestones. */
import { roadmapOf } from "./shared/roadmap";

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

export const roadmapProjects: readonly RoadmapProject[] = roadmapOf(
  {
    "moduli-chain": {
      name: "Moduli Chain: privacy-preserving Layer 1",
      goal: "A public blockchain with confidential transactions, threshold-encrypted mempools and zk-SNARK smart contracts.",
      phases: [
        {
          name: "Phase 1: Research and protocol design",
          summary:
            "Transaction format with Pedersen commitments and Bulletproofs; consensus and validator economics.",
          milestones: [
            "Confidential transaction specification published",
            "Bulletproofs batch verifier audited",
          ],
        },
        {
          name: "Phase 2: Testnet",
          summary: "Public testnet with 64 validators, private smart contracts proven with PLONK.",
          milestones: ["Incentivised testnet launched", "zk-SNARK contract runtime on testnet"],
        },
        {
          name: "Phase 3: Mainnet and encrypted mempool",
          summary: "Mainnet launch, then threshold-encrypted mempool against front-running.",
          milestones: [
            "Mainnet launch",
            "Encrypted mempool on mainnet",
            "Post-quantum validator signatures (ML-DSA)",
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
          summary: "EC-ElGamal and BFV aggregates over encrypted columns in TorusDB.",
          milestones: ["Encrypted SUM/COUNT/AVG in production"],
        },
        {
          name: "Phase 2: Approximate arithmetic and bootstrapping",
          summary: "CKKS with bootstrapping, GPU kernels and encrypted model inference.",
          milestones: ["CKKS bootstrapping parameter sets released", "GPU-accelerated NTT and key switching"],
        },
        {
          name: "Phase 3: Scheme switching",
          summary: "CKKS for numerics and TFHE for comparisons in one encrypted pipeline.",
          milestones: [
            "TFHE programmable bootstrapping compiler",
            "CKKS to TFHE scheme switching in TorusDB",
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
          summary: "Lattice parameter research and implementations that followed the NIST process.",
          milestones: ["MLWE parameter guide published", "Kyber and Dilithium reference ports"],
        },
        {
          name: "Phase 2: FIPS 203/204/205",
          summary:
            "Implementations that follow the final standards, hybrid TLS and constrained-device signing.",
          milestones: [
            "X25519MLKEM768 in the PQC-Function gateway",
            "ML-DSA firmware signing for microcontrollers",
          ],
        },
        {
          name: "Phase 3: Enterprise migration",
          summary: "Cryptographic inventory scanner and policy engine for crypto-agile deployments.",
          milestones: [
            "Cryptographic inventory scanner beta",
            "Policy-driven algorithm rotation",
            "SLH-DSA hardware root-of-trust reference design",
          ],
        },
      ],
    },
  },
  {
    period: (from, to) => `${from} - ${to}`,
    date: (year, quarter) => (quarter ? `Q${quarter} ${year}` : `${year}`),
  },
);
