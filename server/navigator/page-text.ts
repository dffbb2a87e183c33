import { channels, events } from "../../content/data/community";
import {
  docsQuickstart,
  sdkPlatforms,
  apiEndpoints,
  apiAuth,
  apiErrors,
  apiLimits,
} from "../../content/data/devhub-docs";
import {
  programBenefits,
  journeySteps,
  featuredTechnologies,
  programTiers,
  joinSteps,
  programFaq,
} from "../../content/data/devhub";
import { enterpriseCards, enterpriseOverview } from "../../content/data/enterprise";
import { labIntro, labFocusAreas } from "../../content/data/labs";
import { roadmapProjects } from "../../content/data/roadmap";
import {
  researchHighlights,
  standardsContributions,
  classroomAnnouncement,
} from "../../content/data/research";
import { serviceCards } from "../../content/data/services";
import * as ko from "./page-text-ko";
import { communityMessages } from "../../content/messages/community";
import { forumMessages } from "../../content/messages/community-forum";
import { devhubMessages } from "../../content/messages/devhub";
import { ecosystemMessages } from "../../content/messages/ecosystem";
import { labsMessages } from "../../content/messages/labs";
import { researchMessages } from "../../content/messages/research";
import { serviceMessages } from "../../content/messages/service";
import { thankYouMessages } from "../../content/messages/thank-you";
import { detailOfRoute } from "../../content/details";
import { detailTexts } from "./detail-modules";

/**
 * What each page shows beyond its title and description, in both editions: the visible text of the page's own
 * content modules (content/data, content/messages and their Korean siblings in content/ko). The navigator indexes
 * it as prose, so a visitor who describes a need in the page's words ("analytics on data I may not see") finds the
 * page without a hand-written phrase, in English or in Korean.
 */
export interface PageText {
  en: string[];
  ko: string[];
}

// Fields that hold identifiers, links, styling or code, not words a visitor would use.
const SKIP_KEYS = new Set([
  "id",
  "slug",
  "href",
  "path",
  "url",
  "logoUrl",
  "icon",
  "gradient",
  "code",
  "install",
  "sample",
  "method",
  "status",
  "servicePath",
  "coreTech",
  "relatedCoreTech",
  "solutionIds",
  "date",
  "startsAt",
  "endsAt",
  "pdf",
]);

/** Every visible string of a content value, placeholders ({count}) removed. */
export function visibleStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") {
    const text = value.replace(/\{[a-z]+\}/gi, " ").trim();
    if (text !== "" && !/^(https?:|\/)/.test(text)) out.push(text);
  } else if (Array.isArray(value)) {
    for (const v of value) visibleStrings(v, out);
  } else if (value !== null && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) if (!SKIP_KEYS.has(key)) visibleStrings(v, out);
  }
  return out;
}

type Pair = readonly [unknown, unknown];

/** The content modules each route shows, English then Korean. */
const routeModules: Readonly<Record<string, readonly Pair[]>> = {
  ecosystem: [[ecosystemMessages.overview, ko.ecosystemMessages.overview]],
  "ecosystem-explore": [[ecosystemMessages.explore, ko.ecosystemMessages.explore]],
  "ecosystem-opensource": [[ecosystemMessages.openSource, ko.ecosystemMessages.openSource]],
  research: [
    [researchMessages.overview, ko.researchMessages.overview],
    [researchHighlights, ko.researchHighlights],
    [standardsContributions, ko.standardsContributions],
  ],
  "technology-overview": [[researchMessages.technologies, ko.researchMessages.technologies]],
  "whitepaper-library": [[researchMessages.library, ko.researchMessages.library]],
  "project-roadmap": [
    [researchMessages.roadmap, ko.researchMessages.roadmap],
    [roadmapProjects, ko.roadmapProjects],
  ],
  "online-classroom": [
    [researchMessages.classroom, ko.researchMessages.classroom],
    [classroomAnnouncement, ko.classroomAnnouncement],
  ],
  devhub: [
    [devhubMessages.overview, ko.devhubMessages.overview],
    [journeySteps, ko.journeySteps],
    [featuredTechnologies, ko.featuredTechnologies],
  ],
  "developer-program": [
    [devhubMessages.program, ko.devhubMessages.program],
    [programBenefits, ko.programBenefits],
    [programTiers, ko.programTiers],
    [joinSteps, ko.joinSteps],
    [programFaq, ko.programFaq],
  ],
  "use-cases-hub": [[devhubMessages.hub, ko.devhubMessages.hub]],
  "devhub-docs": [
    [devhubMessages.docs, ko.devhubMessages.docs],
    [docsQuickstart, ko.docsQuickstart],
    [sdkPlatforms, ko.sdkPlatforms],
    [apiEndpoints, ko.apiEndpoints],
    [apiAuth, ko.apiAuth],
    [apiErrors, ko.apiErrors],
    [apiLimits, ko.apiLimits],
  ],
  "devhub-opensource": [[devhubMessages.projects, ko.devhubMessages.projects]],
  labs: [
    [labsMessages, ko.labsMessages],
    [labIntro, ko.labIntro],
    [labFocusAreas, ko.labFocusAreas],
  ],
  community: [
    [communityMessages, ko.communityMessages],
    [channels, ko.channels],
    [events, ko.events],
  ],
  service: [[serviceMessages.portal, ko.serviceMessages.portal]],
  services: [
    [serviceMessages.catalogue, ko.serviceMessages.catalogue],
    [serviceCards, ko.serviceCards],
  ],
  "community-forum": [[forumMessages, ko.forumMessages]],
  enterprise: [
    [enterpriseCards, ko.enterpriseCards],
    [enterpriseOverview, ko.enterpriseOverview],
  ],
  "thank-you": [[thankYouMessages, ko.thankYouMessages]],
};

/** The long form of a detail page, from the registry's kind of the route that shows it and the item's key. */
function detailModules(routeId: string, key: string): Pair[] {
  const item = detailOfRoute(routeId, key);
  const texts = item ? detailTexts[item.kind][item.id] : undefined;
  return texts ? [[texts.en, texts.ko]] : [];
}

/** The visible text of one page: its route's modules and, for a detail page, the item's long form. */
export function pageText(routeId: string, keys: readonly string[]): PageText {
  const pairs = [...(routeModules[routeId] ?? []), ...keys.flatMap((key) => detailModules(routeId, key))];
  return {
    en: pairs.flatMap(([en]) => visibleStrings(en)),
    ko: pairs.flatMap(([, k]) => visibleStrings(k)),
  };
}
