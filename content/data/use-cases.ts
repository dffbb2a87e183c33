/** DevHub use cases (/devhub/hub lists them; each has /devhub/use-cases/{slug}). */
export interface UseCase {
  slug: string;
  title: string;
  summary: string;
}

export const useCases: readonly UseCase[] = [
  { slug: "encrypted-credit-scoring", title: "Encrypted Credit Scoring", summary: "Score loan applicants on encrypted financial data shared between banks." },
  { slug: "private-medical-analytics", title: "Private Medical Analytics", summary: "Run cohort statistics across hospitals without moving patient records." },
  { slug: "quantum-safe-vpn", title: "Quantum-Safe VPN", summary: "Protect site-to-site tunnels against harvest-now-decrypt-later with ML-KEM." },
  { slug: "zk-identity-verification", title: "ZK Identity Verification", summary: "Prove age or residency from a credential without revealing the document." },
];
