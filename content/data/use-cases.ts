/**
 * DevHub use cases (/devhub/hub lists them; each has /devhub/use-cases/{slug}). The registry imports this module
 * into the shell's entry chunk, so it holds only what lists need; the long form is in use-case-details.ts.
 */
import { withText } from "../with-text";
import { sharedUseCases, USE_CASE_FIELDS } from "./shared/use-cases";
export interface UseCase {
  slug: string;
  title: string;
  summary: string;
  /** Core technology ids the use case relies on (the hub filters on them). */
  coreTech: readonly string[];
}

export const useCases: readonly UseCase[] = withText(
  sharedUseCases,
  (e) => e.slug,
  {
    "encrypted-credit-scoring": {
      title: "Encrypted Credit Scoring",
      summary: "Score loan applicants on encrypted financial data shared between banks.",
    },
    "private-medical-analytics": {
      title: "Private Medical Analytics",
      summary: "Run cohort statistics across hospitals without moving patient records.",
    },
    "quantum-safe-vpn": {
      title: "Quantum-Safe VPN",
      summary: "Protect site-to-site tunnels against harvest-now-decrypt-later with ML-KEM.",
    },
    "zk-identity-verification": {
      title: "ZK Identity Verification",
      summary: "Prove age or residency from a credential without revealing the document.",
    },
    "post-quantum-firmware-signing": {
      title: "Post-Quantum Firmware Signing",
      summary:
        "Sign device firmware with ML-DSA so updates stay trustworthy for the device's whole lifetime.",
    },
    "federated-fraud-detection": {
      title: "Federated Fraud Detection",
      summary:
        "Train one fraud model across banks with encrypted federated learning, sharing no transactions.",
    },
  },
  USE_CASE_FIELDS,
);
