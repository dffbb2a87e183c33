import type { CoreTechDetail } from "../core-tech-details/types";
import { sharedSolutionDetails } from "./solution-details";

/** The solutions whose pages name `coreTech` among their core technologies, in the site's order. */
const usedBy = (coreTech: string): readonly string[] =>
  Object.entries(sharedSolutionDetails)
    .filter(([, solution]) => (solution.coreTech as readonly string[]).includes(coreTech))
    .map(([id]) => id);

/**
 * What both editions' core technology pages say alike: the open-source projects implementing each technology and
 * the solutions built on it (derived from theirs).
 */
export const sharedCoreTechDetails = {
  ckks: {
    openSource: ["torus-he", "fedhe"],
    usedBy: usedBy("ckks"),
  },
  "ml-kem": {
    openSource: ["mlkem-wasm", "pq-tls-proxy"],
    usedBy: usedBy("ml-kem"),
  },
  "ml-dsa": {
    openSource: ["mlkem-wasm"],
    usedBy: usedBy("ml-dsa"),
  },
  "zk-snark": {
    openSource: ["moduli-circuits"],
    usedBy: usedBy("zk-snark"),
  },
  "threshold-mpc": {
    openSource: ["thresh-sign"],
    usedBy: usedBy("threshold-mpc"),
  },
  "he-federated-learning": {
    openSource: ["fedhe", "torus-he"],
    usedBy: usedBy("he-federated-learning"),
  },
} as const satisfies Readonly<Record<string, Pick<CoreTechDetail, "openSource" | "usedBy">>>;
