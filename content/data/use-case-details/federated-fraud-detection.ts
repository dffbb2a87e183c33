import { sample } from "./code/federated-fraud-detection";
import type { UseCaseDetail } from "./types";

export const detail: UseCaseDetail = {
  audience: "Banks and payment processors",
  problem:
    "Fraud rings spread their activity across institutions, so each bank sees only a fragment. Pooling transaction data to train a shared model is ruled out by banking secrecy and data-protection law.",
  solution:
    "Each bank trains the shared model on its own transactions and submits clipped, noised updates encrypted with a joint CKKS key. The coordinator aggregates ciphertexts; a threshold of banks decrypts only the averaged model. The fedhe library plugs this into a standard PyTorch training loop.",
  architecture: [
    { name: "Bank training nodes", role: "Train locally, clip updates and add differential-privacy noise" },
    { name: "Joint key ceremony", role: "Distributed generation of the multi-party CKKS key" },
    { name: "Aggregator", role: "Sums encrypted updates; holds no decryption share" },
    { name: "Threshold decryptors", role: "Any three banks decrypt the new global model" },
  ],
  stack: ["fedhe", "torus-he", "Nullspace Python SDK"],
  code: sample({ submit: "encrypted before it leaves the bank" }),
  outcomes: [
    "Cross-bank fraud patterns become learnable without sharing a transaction",
    "The aggregator cannot inspect any single bank's update",
    "The privacy guarantee of each bank's contribution is quantified",
  ],
};
