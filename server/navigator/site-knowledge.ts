import { lexicon, weakConcepts } from "../../content/navigator/lexicon";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import {
  DEFAULT_TUNING,
  type NavigatorConfig,
  type PageSource,
  type SiteKnowledge,
  type Tuning,
} from "./config";
import { collectNames, collectPages } from "./content-source";
import { openEnglishLexicon, type EnglishLexicon } from "./wordnet";

let english: EnglishLexicon | undefined;
/** WordNet's English, opened once per process (its index buffers are shared by every navigator built). */
const englishLexicon = () => (english ??= openEnglishLexicon());

/** What the navigator knows about the site, from content/ (pages, requests, lexicon, names). */
export function siteKnowledge(pages: readonly PageSource[] = collectPages()): SiteKnowledge {
  return {
    pages,
    lexicon,
    weakConcepts,
    outOfScope: [...outOfScopeRequests.en, ...outOfScopeRequests.ko],
    names: collectNames(),
    english: englishLexicon(),
  };
}

/** The configuration production runs: the site's knowledge and the default tuning. Tests build the same. */
export function siteConfig(
  tuning: Tuning = DEFAULT_TUNING,
  site: SiteKnowledge = siteKnowledge(),
): NavigatorConfig {
  return { site, tuning };
}
