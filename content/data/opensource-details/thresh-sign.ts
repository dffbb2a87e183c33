import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/thresh-sign";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["thresh-sign"],
  quickstart: quickstart({
    parties: "Three parties, any two can sign; peers talk over mutually authenticated gRPC.",
  }),
  useWhen: [
    "No single server or person should ever hold a signing key",
    "You need standard ECDSA or EdDSA signatures that existing verifiers accept",
    "You want to refresh key shares without rotating the public key",
  ],
};
