import { sharedOpenSourceDetails } from "../shared/opensource-details";
import { quickstart } from "./code/pq-tls-proxy";
import type { OpenSourceDetail } from "./types";

export const detail: OpenSourceDetail = {
  ...sharedOpenSourceDetails["pq-tls-proxy"],
  quickstart: quickstart({
    file: "pqproxy.yaml: terminate hybrid post-quantum TLS in front of a legacy service",
    groups: "hybrid first, classical fallback",
  }),
  useWhen: [
    "You must protect traffic against harvest-now-decrypt-later before every service can be upgraded",
    "You need a policy file that records which key-exchange groups are allowed",
    "You want metrics on how many clients already negotiate post-quantum groups",
  ],
};
