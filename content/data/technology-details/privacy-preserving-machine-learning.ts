import { sharedTechnologyDetails } from "../shared/technology-details";
import type { TechnologyDetail } from "./types";

export const detail: TechnologyDetail = {
  overview:
    "Privacy-preserving machine learning protects data during training and inference. Encrypted inference runs a model on homomorphically encrypted inputs; federated learning keeps data at its source and combines model updates through secure aggregation and differential privacy.",
  howItWorks: [
    "For inference, non-linear layers are replaced by polynomial approximations and evaluated under CKKS.",
    "For training, each participant computes an update locally on its own data.",
    "Updates are clipped, noised and encrypted; the aggregator only decrypts their sum.",
    "A privacy accountant tracks the cumulative differential privacy budget across rounds.",
  ],
  standards: ["CKKS", "Threshold CKKS secure aggregation", "FedAvg", "DP-SGD"],
  applications: [
    "Hospital consortia training diagnostic models",
    "Credit scoring on encrypted applicant data",
    "On-device personalisation without central data collection",
  ],
  ...sharedTechnologyDetails["privacy-preserving-machine-learning"],
};
