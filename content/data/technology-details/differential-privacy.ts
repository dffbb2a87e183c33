import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "Differential privacy (DP) is a mathematical guarantee that the output of an analysis barely changes when any one person's data is added or removed. It is achieved by adding calibrated noise and by accounting for the privacy budget that every release spends.",
  howItWorks: [
    "Each user's contribution is bounded so that the sensitivity of a query is known.",
    "The Laplace or Gaussian mechanism adds noise scaled to the sensitivity and the privacy parameter epsilon.",
    "A privacy accountant composes the cost of repeated releases (advanced composition, Renyi DP, zCDP).",
    "Post-processing of a DP output never weakens the guarantee.",
  ],
  standards: [
    "(epsilon, delta)-differential privacy",
    "Renyi differential privacy",
    "Zero-concentrated DP (zCDP)",
    "NIST SP 800-226 guidance on evaluating DP",
  ],
  applications: [
    "Usage analytics and dashboards over personal data",
    "Publishing statistics and synthetic data",
    "Noise for federated learning updates",
  ],
  ...sharedTechnologyDetails["differential-privacy"],
};
