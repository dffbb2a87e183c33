/**
 * DevHub use cases (/devhub/hub lists them; each has /devhub/use-cases/{slug}). The registry imports this module
 * into the shell's entry chunk, so it holds only what lists need; the long form is in use-case-details.ts.
 */
export interface UseCase {
  slug: string;
  title: string;
  summary: string;
  /** Core technology ids the use case relies on (the hub filters on them). */
  coreTech: readonly string[];
}

export const useCases: readonly UseCase[] = [
  {
    slug: "encrypted-credit-scoring",
    title: "Encrypted Credit Scoring",
    summary: "Score loan applicants on encrypted financial data shared between banks.",
    coreTech: ["ckks"],
  },
  {
    slug: "private-medical-analytics",
    title: "Private Medical Analytics",
    summary: "Run cohort statistics across hospitals without moving patient records.",
    coreTech: ["ckks", "threshold-mpc"],
  },
  {
    slug: "quantum-safe-vpn",
    title: "Quantum-Safe VPN",
    summary: "Protect site-to-site tunnels against harvest-now-decrypt-later with ML-KEM.",
    coreTech: ["ml-kem", "ml-dsa"],
  },
  {
    slug: "zk-identity-verification",
    title: "ZK Identity Verification",
    summary: "Prove age or residency from a credential without revealing the document.",
    coreTech: ["zk-snark"],
  },
  {
    slug: "post-quantum-firmware-signing",
    title: "Post-Quantum Firmware Signing",
    summary: "Sign device firmware with ML-DSA so updates stay trustworthy for the device's whole lifetime.",
    coreTech: ["ml-dsa", "threshold-mpc"],
  },
  {
    slug: "federated-fraud-detection",
    title: "Federated Fraud Detection",
    summary: "Train one fraud model across banks with encrypted federated learning, sharing no transactions.",
    coreTech: ["he-federated-learning", "ckks"],
  },
];
