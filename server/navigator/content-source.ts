import { coreTechnologies } from "../../content/data/core-tech";
import { editions } from "../../content/editions";
import { coreTechnologies as koCoreTechnologies } from "../../content/ko/data/core-tech";
import { openSourceProjects as koOpenSourceProjects } from "../../content/ko/data/opensource";
import { solutions as koSolutions } from "../../content/ko/data/solutions";
import { technologies as koTechnologies } from "../../content/ko/data/technologies";
import { useCases as koUseCases } from "../../content/ko/data/use-cases";
import { sections as koSections } from "../../content/ko/sections";
import { openSourceProjects } from "../../content/data/opensource";
import { papers } from "../../content/data/papers";
import { roadmapProjects } from "../../content/data/roadmap";
import { solutions } from "../../content/data/solutions";
import { technologies } from "../../content/data/technologies";
import { useCases } from "../../content/data/use-cases";
import { enterpriseCards } from "../../content/data/enterprise";
import { serviceCards } from "../../content/data/services";
import { curatedPhrases } from "../../content/navigator/phrases";
import { visitorRequests } from "../../content/navigator/requests";
import { allPages, type ResolvedPage } from "../../content/resolve";
import { sections } from "../../content/sections";
import type { PageSource } from "./config";
import { pageText } from "./page-text";

/**
 * Collects the navigator's candidates from content/ at start-up: every concrete page of the registry (detail
 * pages included), enriched with the fields of the entity it shows and the curated phrases of
 * content/navigator/phrases.ts (keyed by route id, which applies to every page of that route, or by path).
 * Nothing here lists paths: new content appears as new candidates on the next start.
 */
type EntityRecord = { id?: string; slug?: string } & Record<string, unknown>;
type EntityLists = readonly (readonly EntityRecord[])[];
const entityLists = [
  solutions,
  coreTechnologies,
  openSourceProjects,
  technologies,
  useCases,
] as unknown as EntityLists;
// The Korean edition describes the same entities (same ids) in Korean: a Korean request meets Korean text.
const koEntityLists = [
  koSolutions,
  koCoreTechnologies,
  koOpenSourceProjects,
  koTechnologies,
  koUseCases,
] as unknown as EntityLists;

const SKIP_FIELDS = new Set(["id", "slug", "logoUrl", "stars", "forks", "status"]);

// Names and tags identify an entity (strong evidence); prose fields only describe it.
const NAME_FIELDS = new Set(["name", "fullName", "title", "tags", "category", "language"]);

function entityTexts(keys: readonly string[], lists: EntityLists): { text: string; weight: number }[] {
  const texts: { text: string; weight: number }[] = [];
  for (const list of lists) {
    for (const record of list) {
      const key = record.id ?? record.slug;
      if (!key || !keys.includes(key)) continue;
      for (const [field, value] of Object.entries(record)) {
        if (SKIP_FIELDS.has(field)) continue;
        const weight = NAME_FIELDS.has(field) ? 2 : 1;
        if (typeof value === "string") texts.push({ text: value, weight });
        else if (Array.isArray(value)) {
          texts.push({ text: value.filter((v) => typeof v === "string").join(". "), weight });
        }
      }
    }
  }
  return texts;
}

/**
 * Pages that list items without a page per item (the paper library, the roadmap) are described by their items'
 * names, so "a paper about X" can find the library. Weighted as prose: an item's name must not outrank the page
 * about its topic.
 */
const listingTexts: Readonly<Record<string, () => string[]>> = {
  // The library shows each paper's authors too: "papers by <a name>" finds it.
  "whitepaper-library": () => papers.flatMap((p) => [p.title, p.keywords.join(", "), p.authors.join(", ")]),
  "project-roadmap": () => roadmapProjects.map((p) => p.name),
};

function pageKeys(page: ResolvedPage): string[] {
  const keys = [...Object.values(page.params), ...Object.values(page.route.props ?? {})];
  return keys.map((k) => decodeURIComponent(k));
}

export function collectPages(): PageSource[] {
  const out: PageSource[] = [];
  for (const page of allPages()) {
    // Duplicates of another route (e.g. /devhub/program) are represented by their canonical page.
    if (page.status !== 200 || page.canonical !== page.path) continue;
    const keys = pageKeys(page);
    const section = sections.find((s) => s.path === page.path);
    const koPage = editions.ko.resolvePath(page.path);
    const koSection = koSections.find((s) => s.path === page.path);
    const fields = [
      { text: page.title, weight: 3 },
      { text: page.route.crumb ?? "", weight: 2 },
      { text: page.description, weight: 1 },
      ...entityTexts(keys, entityLists),
      { text: koPage.title === page.title ? "" : koPage.title, weight: 3 },
      { text: koPage.route.crumb ?? "", weight: 2 },
      { text: koPage.description, weight: 1 },
      ...entityTexts(keys, koEntityLists),
      ...(listingTexts[page.route.id]?.() ?? []).map((text) => ({ text, weight: 0.5 })),
      ...(section ? [{ text: `${section.label}. ${section.blurb}`, weight: 1 }] : []),
      ...(koSection ? [{ text: `${koSection.label}. ${koSection.blurb}`, weight: 1 }] : []),
    ].filter((f) => f.text.trim() !== "");
    out.push({
      path: page.path,
      title: page.title,
      section: page.route.section,
      routeId: page.route.id,
      fields,
      prose: Object.values(pageText(page.route.id, keys)).flat(),
      requests: [
        ...(curatedPhrases[page.route.id] ?? []),
        ...(page.route.items ? (curatedPhrases[page.path] ?? []) : []),
        ...(visitorRequests[page.path]?.en ?? []),
        ...(visitorRequests[page.path]?.ko ?? []),
      ],
    });
  }
  return out;
}

/**
 * The site's proper names, for spelling-insensitive and Hangul matching (names.ts): products, core technologies,
 * open-source projects, research technologies, platforms, enterprise solutions and the sections themselves.
 */
export function collectNames(): string[] {
  const names = [
    ...solutions.map((s) => s.name),
    ...coreTechnologies.map((t) => t.name),
    ...openSourceProjects.map((p) => p.name),
    ...technologies.map((t) => t.name),
    ...serviceCards.map((c) => c.title),
    ...enterpriseCards.map((c) => c.name),
    ...sections.map((s) => s.label),
  ];
  return [...new Set(names)];
}
