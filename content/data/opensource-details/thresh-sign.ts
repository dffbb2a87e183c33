import { quickstart } from "./code/thresh-sign";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  license: "Apache-2.0",
  quickstart: quickstart({
    parties: "Three parties, any two can sign; peers talk over mutually authenticated gRPC.",
  }),
  useWhen: [
    "No single server or person should ever hold a signing key",
    "You need standard ECDSA or EdDSA signatures that existing verifiers accept",
    "You want to refresh key shares without rotating the public key",
  ],
  coreTech: ["threshold-mpc"],
};
