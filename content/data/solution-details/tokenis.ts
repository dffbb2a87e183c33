import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "Tokenis issues and manages tokenised real-world assets such as bonds, funds and invoices. Balances and transfer amounts are confidential, while zero-knowledge proofs show regulators and counterparties that every transfer respected the asset's rules.",
  features: [
    {
      title: "Confidential balances",
      body: "Amounts are Pedersen commitments; range proofs show they are non-negative without revealing them.",
    },
    {
      title: "Compliance as proofs",
      body: "Transfer rules (whitelists, holding limits, lock-ups) are enforced by zk-SNARK circuits checked on chain.",
    },
    {
      title: "Selective disclosure",
      body: "Auditors receive view keys scoped to an asset or a period, not the whole ledger.",
    },
    {
      title: "Lifecycle automation",
      body: "Coupon payments, redemptions and corporate actions run as scheduled, auditable contracts.",
    },
  ],
  howItWorks: [
    "The issuer defines the asset, its transfer rules and the identity attestations a holder needs.",
    "Holders prove eligibility with a zero-knowledge credential instead of sharing documents.",
    "Each transfer carries a Groth16 or PLONK proof that amounts balance and rules hold.",
    "Validators verify the proof in milliseconds and update the commitments.",
  ],
  useCases: [
    "Digital bonds with confidential positions",
    "Fund units distributed to eligible investors only",
    "Invoice financing between suppliers and banks",
  ],
  ...sharedSolutionDetails.tokenis,
};
