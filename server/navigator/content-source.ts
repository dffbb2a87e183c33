import { editions, type Edition } from "../../content/editions";
import { sections as koSections } from "../../content/ko/sections";
import { papers } from "../../content/data/papers";
import { roadmapProjects } from "../../content/data/roadmap";
import { enterpriseCards } from "../../content/data/enterprise";
import { serviceCards } from "../../content/data/services";
import { searchRequests, storyRequests } from "../../content/navigator/requests";
import { navigatorDestinations } from "../../content/navigator/destinations";
import { detailOfRoute } from "../../content/details";
import type { ResolvedPage } from "../../content/resolve";
import { sections } from "../../content/sections";
import type { PageSource } from "./config";
import { pageText } from "./page-text";

/**
 * Collects the navigator's destinations from content/ at start-up: every concrete page of the registry (detail
 * pages included) with its names and descriptions in both editions, the entity it shows, its visible prose, and
 * the visitor requests of content/navigator/requests (keyed by path). Nothing here lists paths: new content
 * appears as new destinations on the next start.
 */
type EntityRecord = { id?: string; slug?: string } & Record<string, unknown>;
type EntityLists = readonly (readonly EntityRecord[])[];
/** An edition's entity lists: the ones its detail routes list their items from (content/editions.ts). */
const entityListsOf = (e: Edition) => Object.values(e.content) as unknown as EntityLists;
const entityLists = entityListsOf(editions.en);
// The Korean edition describes the same entities (same ids) in Korean: a Korean request meets Korean text.
const koEntityLists = entityListsOf(editions.ko);

const SKIP_FIELDS = new Set(["id", "slug", "logoUrl", "stars", "forks", "status"]);

// Names and tags identify an entity; the other text fields describe it.
const NAME_FIELDS = new Set(["name", "fullName", "title", "tags", "category", "language"]);

/** The texts of the entities a page shows, split into names and descriptions. */
function entityTexts(
  keys: readonly string[],
  lists: EntityLists,
): { names: string[]; descriptions: string[] } {
  const names: string[] = [];
  const descriptions: string[] = [];
  for (const list of lists) {
    for (const record of list) {
      const key = record.id ?? record.slug;
      if (!key || !keys.includes(key)) continue;
      for (const [field, value] of Object.entries(record)) {
        if (SKIP_FIELDS.has(field)) continue;
        const text =
          typeof value === "string"
            ? value
            : Array.isArray(value)
              ? value.filter((v) => typeof v === "string").join(". ")
              : "";
        (NAME_FIELDS.has(field) ? names : descriptions).push(text);
      }
    }
  }
  return { names, descriptions };
}

/**
 * Pages that list items without a page per item (the paper library, the roadmap) are described by their items'
 * names, so "a paper about X" can find the library: as descriptions, so that an item's name does not outrank the
 * page about its topic.
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

/** The page a page sits under, by its breadcrumb label ("Solutions" for TorusDB's solution page), home apart. */
const parentOf = (page: ResolvedPage): string | undefined =>
  page.breadcrumbs.length >= 3 ? page.breadcrumbs.at(-2)?.label : undefined;

export function collectPages(): PageSource[] {
  const out: PageSource[] = [];
  for (const page of navigatorDestinations()) {
    const keys = pageKeys(page);
    const section = sections.find((s) => s.path === page.path);
    const koPage = editions.ko.resolvePath(page.path);
    const koSection = koSections.find((s) => s.path === page.path);
    const en = entityTexts(keys, entityLists);
    const ko = entityTexts(keys, koEntityLists);
    const requests = searchRequests[page.path];
    const stories = storyRequests[page.path];
    const present = (texts: readonly (string | undefined)[]) =>
      texts.filter((t): t is string => t !== undefined && t.trim() !== "");
    out.push({
      path: page.path,
      title: page.title,
      section: page.route.section,
      routeId: page.route.id,
      kind: page.route.page,
      item: keys.find((key) => detailOfRoute(page.route.id, key) !== undefined),
      names: present([
        page.title,
        page.route.crumb,
        ...en.names,
        koPage.title === page.title ? undefined : koPage.title,
        koPage.route.crumb,
        ...ko.names,
        section?.label,
        koSection?.label,
      ]),
      qualifiers: present([parentOf(page), parentOf(koPage)]),
      descriptions: present([
        page.description,
        ...en.descriptions,
        koPage.description,
        ...ko.descriptions,
        ...(listingTexts[page.route.id]?.() ?? []),
        section?.blurb,
        koSection?.blurb,
      ]),
      requests: [...(requests?.en ?? []), ...(requests?.ko ?? [])],
      stories: [...(stories?.en ?? []), ...(stories?.ko ?? [])],
      prose: Object.values(pageText(page.route.id, keys)).flat(),
    });
  }
  return out;
}

/**
 * The site's proper names, for spelling-insensitive and Hangul matching (names.ts): products, core technologies,
 * open-source projects, research technologies, platforms, enterprise solutions and the sections themselves.
 */
export function collectNames(): string[] {
  const { solutions, coreTechnologies, openSourceProjects, technologies } = editions.en.content;
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
