import { companyName, editionWords, lexicon, weakConcepts } from "../../content/navigator/lexicon";
import { labelledSets } from "../../content/navigator/labelled";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { resolvePath } from "../../content/resolve";
import type { PageKey } from "../../content/routes";
import {
  DEFAULT_TUNING,
  type NavigatorConfig,
  type PageSource,
  type SiteKnowledge,
  type Tuning,
} from "./config";
import { collectNames, collectPages } from "./content-source";

/**
 * Where a visitor acts on an item shown by two pages: a product's platform page (what it does, who it is for, the
 * sandbox and the sales contact) rather than its entry in the solutions catalogue, a project's developer page (how
 * to install and use it) rather than its ecosystem overview. A request whose acceptable pages include both is
 * taught as this one, and a decision whose best page is the other one is answered with this one, the other offered
 * first beside it (pipeline.ts, `actingFirst`).
 */
export const ACTING_PAGE_KINDS: readonly PageKey[] = ["platform", "project-detail"];

/**
 * The page a labelled request teaches: its first acceptable page, or that page's twin when the twin is listed too
 * and is where a visitor acts (ACTING_PAGE_KINDS). Authors list twins in either order by habit, so the order is not
 * a preference to learn (docs/decisions/0069-the-page-where-a-visitor-acts.md has the counts).
 */
export function taughtPage(pages: readonly PageSource[], acceptable: readonly string[]): string {
  const [first = "unknown"] = acceptable;
  if (first === "unknown") return first;
  const canonical = resolvePath(first).canonical;
  const item = pages.find((page) => page.path === canonical)?.item;
  if (item === undefined) return canonical;
  const acting = acceptable
    .map((path) => pages.find((page) => page.path === resolvePath(path).canonical))
    .find((page) => page?.item === item && ACTING_PAGE_KINDS.some((kind) => kind === page.kind));
  return acting?.path ?? canonical;
}

/** What the navigator knows about the site, from content/ (pages, requests, lexicon, names). */
export function siteKnowledge(pages: readonly PageSource[] = collectPages()): SiteKnowledge {
  return {
    pages,
    lexicon,
    weakConcepts,
    outOfScope: [...outOfScopeRequests.en, ...outOfScopeRequests.ko],
    labelled: labelledSets.flatMap(({ requests }) =>
      requests.map(([, query, ...acceptable]) => ({ query, answer: taughtPage(pages, acceptable) })),
    ),
    names: collectNames(),
    company: companyName,
    editions: editionWords,
    actingKinds: ACTING_PAGE_KINDS,
  };
}

/** The configuration production runs: the site's knowledge and the default tuning. Tests build the same. */
export function siteConfig(
  tuning: Tuning = DEFAULT_TUNING,
  site: SiteKnowledge = siteKnowledge(),
): NavigatorConfig {
  return { site, tuning };
}
