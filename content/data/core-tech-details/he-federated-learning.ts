import { sharedCoreTechDetails } from "../shared/core-tech-details";
import type { CoreTechDetail } from "./types";

export const detail: CoreTechDetail = {
  overview:
    "Federated learning keeps training data on its owners' machines and shares only model updates. Updates still leak information, so HE-FL encrypts them with CKKS: the coordinator sums ciphertexts and the global model is decrypted only by a threshold of participants.",
  howItWorks: [
    "Participants agree on a joint CKKS public key whose secret is shared among them.",
    "Each participant trains locally, clips its update and adds calibrated noise for differential privacy.",
    "Encrypted updates are summed by the coordinator, which holds no decryption capability.",
    "A threshold of participants decrypts the aggregate and the new global model starts the next round.",
  ],
  parameters: [
    { label: "Encryption", value: "multi-party CKKS, 128-bit security" },
    { label: "Aggregation", value: "FedAvg and FedProx on encrypted updates" },
    { label: "Privacy accounting", value: "per-round (epsilon, delta) with a moments accountant" },
    { label: "Dropout tolerance", value: "decryption succeeds while a threshold of parties remains" },
  ],
  standards: [
    "McMahan et al., Communication-Efficient Learning of Deep Networks from Decentralized Data (AISTATS 2017)",
    "Bonawitz et al., Practical Secure Aggregation for Privacy-Preserving Machine Learning (CCS 2017)",
    "Abadi et al., Deep Learning with Differential Privacy (CCS 2016)",
  ],
  ...sharedCoreTechDetails["he-federated-learning"],
};
