import { sharedSolutionDetails } from "../shared/solution-details";
import type { SolutionDetail } from "./types";

export const detail: SolutionDetail = {
  overview:
    "Epsilon answers analytical questions across organisations without pooling their data. Private set intersection finds the overlap, encrypted aggregation computes the statistics and a differential-privacy budget bounds what any series of answers can reveal about one person.",
  features: [
    {
      title: "Private set intersection",
      body: "Match customers or patients across parties on hashed identifiers without revealing non-matching records.",
    },
    {
      title: "Differential privacy budgets",
      body: "Each dataset has an epsilon budget; the engine adds calibrated Laplace or Gaussian noise and refuses queries that would exceed it.",
    },
    {
      title: "Encrypted joins",
      body: "Attributes of matched records are combined under homomorphic encryption before any aggregate is released.",
    },
    {
      title: "SQL interface",
      body: "Analysts write ordinary SQL; the planner rewrites it into private operators and reports the budget it will spend.",
    },
  ],
  howItWorks: [
    "Each party installs an Epsilon node next to its data; raw rows never leave it.",
    "The query planner splits a SQL query into PSI, encrypted aggregation and noise steps.",
    "Nodes run the protocol with each other and only the noisy aggregate is decrypted.",
    "The budget ledger records the privacy loss of every released answer.",
  ],
  useCases: [
    "Advertising reach measurement without sharing customer lists",
    "Fraud-ring detection across banks",
    "Multi-hospital cohort studies",
  ],
  ...sharedSolutionDetails.epsilon,
};
