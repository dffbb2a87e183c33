import { companyName, lexicon, weakConcepts } from "../../content/navigator/lexicon";
import { labelledSets } from "../../content/navigator/labelled";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { resolvePath } from "../../content/resolve";
import {
  DEFAULT_TUNING,
  type NavigatorConfig,
  type PageSource,
  type SiteKnowledge,
  type Tuning,
} from "./config";
import { collectNames, collectPages } from "./content-source";

/** What the navigator knows about the site, from content/ (pages, requests, lexicon, names). */
export function siteKnowledge(pages: readonly PageSource[] = collectPages()): SiteKnowledge {
  return {
    pages,
    lexicon,
    weakConcepts,
    outOfScope: [...outOfScopeRequests.en, ...outOfScopeRequests.ko],
    labelled: labelledSets.flatMap(({ requests }) =>
      requests.map(([, query, first = "unknown"]) => ({
        query,
        answer: first === "unknown" ? first : resolvePath(first).canonical,
      })),
    ),
    names: collectNames(),
    company: companyName,
  };
}

/** The configuration production runs: the site's knowledge and the default tuning. Tests build the same. */
export function siteConfig(
  tuning: Tuning = DEFAULT_TUNING,
  site: SiteKnowledge = siteKnowledge(),
): NavigatorConfig {
  return { site, tuning };
}
