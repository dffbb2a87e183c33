import { againstTodayRequests, againstTodayStories } from "./against-today";
import { businessRequests } from "./business";
import { coreTechRequests } from "./core-tech";
import { devhubRequests } from "./devhub";
import { enterpriseRequests } from "./enterprise";
import { openSourceRequests } from "./open-source";
import { institutionNeedRequests, institutionNeedStories } from "./institution-needs";
import { mixedLanguageRequests, mixedLanguageStories } from "./mixed-language";
import { occasionNeedRequests, occasionNeedStories } from "./occasion-needs";
import { overviewPageRequests } from "./overview-pages";
import { plainNeedRequests, plainQuestionRequests } from "./plain-needs";
import { researchAndCommunityRequests } from "./research-and-community";
import { researchTechnologyRequests } from "./research-technologies";
import { serviceRequests } from "./service";
import { shortRequests } from "./short-requests";
import { trustPageRequests } from "./trust-pages";
import { solutionRequests } from "./solutions";
import { storyRequestsDevhub } from "./stories-devhub";
import { storyRequestsLibraries } from "./stories-libraries";
import { storyRequestsOverview } from "./stories-overview";
import { storyRequestsPlainNeeds } from "./stories-plain-needs";
import { storyRequestsResearch } from "./stories-research";
import { storyRequestsServices } from "./stories-services";
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
  businessRequests,
  shortRequests,
  plainNeedRequests,
  plainQuestionRequests,
  mixedLanguageRequests,
  institutionNeedRequests,
  occasionNeedRequests,
  againstTodayRequests,
];

/** A page's lists from several modules, joined, keyed by the destination's English path. */
const join = (modules: readonly RequestList[]): RequestList =>
  modules.reduce<Record<string, PageRequests>>((all, list) => {
    for (const [path, { en, ko }] of Object.entries(list)) {
      const before = all[path];
      all[path] = before ? { en: [...before.en, ...en], ko: [...before.ko, ...ko] } : { en, ko };
    }
    return all;
  }, {});

/** Requests as searches and sentences: the navigator learns each page from them, the nearest-request stage too. */
export const searchRequests: RequestList = join(lists);

/**
 * Requests told the way people type on a phone: a situation first and the need last, casual and fragmentary (12 a
 * page in each language, and more from visitors outside the field). The classifier and retrieval learn their
 * words; the nearest-request stage leaves them out (long and mostly context, they make poor neighbours and a third
 * more work per decision).
 */
export const storyRequests: RequestList = join([
  storyRequestsDevhub,
  storyRequestsLibraries,
  storyRequestsOverview,
  storyRequestsResearch,
  storyRequestsServices,
  storyRequestsPlainNeeds,
  mixedLanguageStories,
  institutionNeedStories,
  occasionNeedStories,
  againstTodayStories,
]);

/** Every destination's visitor requests, both kinds. */
export const visitorRequests: RequestList = join([searchRequests, storyRequests]);
