import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/moduli-circuits";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["moduli-circuits"],
  quickstart: quickstart({
    membership: "Prove that a leaf is in a Merkle tree of depth 20 without revealing which leaf.",
  }),
  useWhen: [
    "You need audited building blocks for allow-lists, credentials or signature checks in circuits",
    "You target Groth16 or PLONK provers such as snarkjs",
    "You want the same circuits in Circom and Noir",
  ],
};
