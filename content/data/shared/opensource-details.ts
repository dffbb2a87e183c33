import type { OpenSourceDetail } from "../opensource-details/types";

/**
 * What both editions' open-source project pages say alike: each project's license and the core technologies it
 * implements (its quick start's code is in content/data/opensource-details/code/).
 */
export const sharedOpenSourceDetails = {
  "torus-he": {
    license: "Apache-2.0",
    coreTech: ["ckks", "he-federated-learning"],
  },
  "mlkem-wasm": {
    license: "MIT",
    coreTech: ["ml-kem", "ml-dsa"],
  },
  "moduli-circuits": {
    license: "Apache-2.0",
    coreTech: ["zk-snark"],
  },
  "thresh-sign": {
    license: "Apache-2.0",
    coreTech: ["threshold-mpc"],
  },
  fedhe: {
    license: "Apache-2.0",
    coreTech: ["he-federated-learning", "ckks"],
  },
  "pq-tls-proxy": {
    license: "Apache-2.0",
    coreTech: ["ml-kem"],
  },
} as const satisfies Readonly<Record<string, Pick<OpenSourceDetail, "license" | "coreTech">>>;
