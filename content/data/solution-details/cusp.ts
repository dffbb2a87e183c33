import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "CUSP, the Cryptographic Unified Security Platform, brings key custody, signing and policy together. Keys are split with threshold MPC across independent nodes and HSMs, so no machine, administrator or attacker ever holds a whole private key.",
  features: [
    {
      title: "Threshold signing",
      body: "t-of-n ECDSA and EdDSA signatures produced jointly by key-share holders, compatible with every chain that verifies ordinary signatures.",
    },
    {
      title: "HSM integration",
      body: "Key shares can live in PKCS#11 HSMs or cloud KMS, mixing vendors to avoid a single point of trust.",
    },
    {
      title: "Policy engine",
      body: "Approval quorums, spending limits, allow-lists and time windows are enforced before any share participates.",
    },
    {
      title: "One console",
      body: "Inventory, approvals, audit trails and post-quantum migration status for every key in one place.",
    },
  ],
  howItWorks: [
    "Distributed key generation creates shares on independent nodes; the full key never exists.",
    "A signing request is checked against policy and collects the required approvals.",
    "The share holders run the threshold protocol and output one standard signature.",
    "Shares are refreshed proactively, so stolen old shares are worthless.",
  ],
  useCases: [
    "Digital-asset custody for exchanges and banks",
    "Code-signing keys shared between release teams",
    "Treasury operations with multi-party approval",
  ],
  ...sharedSolutionDetails.cusp,
};
