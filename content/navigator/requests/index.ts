import { coreTechRequests } from "./core-tech";
import { devhubRequests } from "./devhub";
import { enterpriseRequests } from "./enterprise";
import { openSourceRequests } from "./open-source";
import { overviewPageRequests } from "./overview-pages";
import { researchAndCommunityRequests } from "./research-and-community";
import { researchTechnologyRequests } from "./research-technologies";
import { serviceRequests } from "./service";
import { shortRequests } from "./short-requests";
import { trustPageRequests } from "./trust-pages";
import { solutionRequests } from "./solutions";
import type { PageRequests, RequestList } from "./types";

export type { PageRequests, RequestList } from "./types";

const lists: readonly RequestList[] = [
  overviewPageRequests,
  solutionRequests,
  coreTechRequests,
  openSourceRequests,
  researchTechnologyRequests,
  researchAndCommunityRequests,
  devhubRequests,
  serviceRequests,
  enterpriseRequests,
  trustPageRequests,
  shortRequests,
];

/** Every destination's visitor requests, keyed by its English path (a page's lists from every module, joined). */
export const visitorRequests: RequestList = lists.reduce<Record<string, PageRequests>>((all, list) => {
  for (const [path, { en, ko }] of Object.entries(list)) {
    const before = all[path];
    all[path] = before ? { en: [...before.en, ...en], ko: [...before.ko, ...ko] } : { en, ko };
  }
  return all;
}, {});
