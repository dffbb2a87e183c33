import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/fedhe";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails.fedhe,
  quickstart: quickstart({ share: "this party's share of the joint key", sent: "sent as a CKKS ciphertext" }),
  useWhen: [
    "Several institutions train one model and none may see another's gradients",
    "You already use PyTorch and a FedAvg-style loop",
    "You are researching the cost of encrypted aggregation (the project is Research maturity)",
  ],
};
