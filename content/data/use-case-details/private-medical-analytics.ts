import { sample } from "./code/private-medical-analytics";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Hospital networks, research consortia and public-health agencies",
  problem:
    "Researchers need cohort statistics, such as survival rates by treatment or comorbidity counts, from several hospitals. Moving patient records to a central warehouse needs consent and ethics approvals that take months, and creates one very attractive breach target.",
  solution:
    "Every hospital runs an Epsilon node next to its records. A query is split into private set intersection (to find patients treated at several sites), encrypted aggregation (CKKS sums and counts) and a differential-privacy step before release. The coordinator sees only noisy aggregates that fit the study's privacy budget.",
  architecture: [
    { name: "Epsilon node per hospital", role: "Keeps records on site and runs the protocol" },
    { name: "Query planner", role: "Rewrites SQL into PSI, encrypted aggregation and noise operators" },
    { name: "Threshold decryption", role: "Three of five hospitals must cooperate to decrypt any result" },
    { name: "Budget ledger", role: "Tracks the epsilon spent per dataset and refuses over-budget queries" },
  ],
  stack: ["Epsilon", "Nullspace Python SDK", "torus-he"],
  code: sample({ budget: "spent from the study budget" }),
  outcomes: [
    "Studies start with data-sharing agreements about aggregates, not records",
    "No site can learn another site's patient list",
    "The privacy loss of every published number is documented",
  ],
};
