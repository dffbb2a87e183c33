import type { SolutionDetail } from "../solution-details/types";

/**
 * What both editions' solution pages say alike: the core technologies each solution builds on, and its platform
 * page of the Service portal when it has one (the text is in content/data/solution-details/ and content/ko/).
 */
export const sharedSolutionDetails = {
  torusdb: {
    coreTech: ["ckks", "he-federated-learning"],
    servicePath: "/service/privid",
  },
  privid: {
    coreTech: ["ckks", "threshold-mpc"],
    servicePath: "/service/privid",
  },
  "pqc-function": {
    coreTech: ["ml-kem", "ml-dsa"],
    servicePath: "/service/pqc-function",
  },
  tokenis: {
    coreTech: ["zk-snark"],
    servicePath: "/service/tokenis",
  },
  epsilon: {
    coreTech: ["ckks", "threshold-mpc"],
    servicePath: "/service/epsilon",
  },
  "moduli-chain": {
    coreTech: ["zk-snark", "threshold-mpc"],
  },
  "ledger-actor-fabric": {
    coreTech: ["threshold-mpc"],
    servicePath: "/service/ledger-actor-fabric",
  },
  cusp: {
    coreTech: ["threshold-mpc", "ml-dsa"],
    servicePath: "/service/cusp",
  },
} as const satisfies Readonly<Record<string, Pick<SolutionDetail, "coreTech" | "servicePath">>>;

/** A solution's page in the ecosystem. */
export const solutionPath = (id: string): string => `/ecosystem/solutions/${id}`;

/**
 * The pages of the solutions whose platform page is `servicePath` (PrivID / TorusDB's platform serves two): the
 * platform page links back to them as they link to it.
 */
export function solutionsOnPlatform(servicePath: string): string[] {
  return Object.entries(sharedSolutionDetails).flatMap(([id, detail]) =>
    "servicePath" in detail && detail.servicePath === servicePath ? [solutionPath(id)] : [],
  );
}
