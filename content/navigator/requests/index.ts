import { coreTechRequests } from "./core-tech";
import { devhubRequests } from "./devhub";
import { enterpriseRequests } from "./enterprise";
import { openSourceRequests } from "./open-source";
import { overviewPageRequests } from "./overview-pages";
import { researchAndCommunityRequests } from "./research-and-community";
import { researchTechnologyRequests } from "./research-technologies";
import { serviceRequests } from "./service";
import { solutionRequests } from "./solutions";
import type { RequestList } from "./types";

export type { PageRequests, RequestList } from "./types";

/** Every destination's visitor requests, keyed by its English path. */
export const visitorRequests: RequestList = {
  ...overviewPageRequests,
  ...solutionRequests,
  ...coreTechRequests,
  ...openSourceRequests,
  ...researchTechnologyRequests,
  ...researchAndCommunityRequests,
  ...devhubRequests,
  ...serviceRequests,
  ...enterpriseRequests,
};
