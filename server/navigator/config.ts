import type { Concept } from "../../content/navigator/lexicon";
import type { SectionId } from "../../content/sections";
import type { EnglishLexicon } from "./wordnet";

/** One destination the navigator can answer with, and every text that describes it. */
export interface PageSource {
  path: string;
  title: string;
  section: SectionId | null;
  routeId: string;
  /** Descriptive texts (titles, breadcrumb, descriptions, entity fields) with their weights in the page's document. */
  fields: readonly { text: string; weight: number }[];
  /** What visitors ask for when this page is the answer (both languages): documents and training examples. */
  requests: readonly string[];
  /** The page's visible prose in both editions: a separate, weaker index. */
  prose: readonly string[];
}

/** What the navigator knows about the site: built from content/ at start-up (site-knowledge.ts). */
export interface SiteKnowledge {
  pages: readonly PageSource[];
  /** Bilingual concepts (FHE = 동형암호 ...): both queries and documents are mapped to them. */
  lexicon: Readonly<Record<string, Concept>>;
  /** Concepts that only give context (bank, health): never evidence that a request is about the site. */
  weakConcepts: ReadonlySet<string>;
  /** Concepts that name a field of research; a request naming only such a field goes to the field's own page. */
  topicConcepts: ReadonlySet<string>;
  /** Concepts of an application domain (finance, health ...): a page about one domain loses on another's request. */
  domainConcepts: ReadonlySet<string>;
  /** The site's general subject words (research, technology ...): they name no page of their own. */
  genericConcepts: ReadonlySet<string>;
  /** Commerce and contact concepts (price, buy, talk to): what a visitor wants to do, not what about. */
  intentConcepts: ReadonlySet<string>;
  /** Requests the site does not serve: the out-of-scope class learns them. */
  outOfScope: readonly string[];
  /** Words of the out-of-scope requests too generic to mark a request as off-topic by themselves. */
  outOfScopeGenericWords: readonly string[];
  /** Routes whose pages are the canonical explanation of a topic concept named in their title. */
  topicHomeRoutes: readonly string[];
  /** Attribute concept -> list routes that show that attribute for every item. */
  attributeHomes: Readonly<Record<string, readonly string[]>>;
  /** The site's proper names, matched however they are spelled or in Hangul. */
  names: readonly string[];
  /** General English (WordNet): a real English word is never "repaired" into a site word. */
  english: EnglishLexicon | null;
}

/** Every tuned number of the navigator, in one place. */
export interface Tuning {
  /** BM25 over the pages' documents (fields and requests). */
  documents: { k1: number; b: number; weight: number; temperature: number };
  /** BM25 over the pages' prose. */
  prose: { k1: number; b: number; weight: number; temperature: number };
  /** Logistic regression trained on requests and strong fields. Its fusion weight is what the others leave. */
  classifier: { epochs: number; rate: number; l2: number };
  /** A second logistic regression trained on the same plus every prose sentence. */
  proseClassifier: { weight: number; epochs: number; rate: number; l2: number };
  /** A Korean word yields several overlapping bigrams: each counts this much in retrieval. */
  bigramWeight: number;
  /** Added to a topic concept's count in its home page's document, and trained as a one-word example. */
  topicHomeBoost: number;
  /** Added to the page whose title alone names an intent concept of the request ("docs", "papers"). */
  intentHomeBonus: number;
  /** Added to a topic's own page when the request names the topic with generic words only. */
  topicHomeBonus: number;
  /** Added to the list pages of an attribute asked about when the request names no single item. */
  attributeBonus: number;
  /** Factor on the score of a page about another application domain than the request's. */
  domainMismatch: number;
  /** A word used by at most `pages` pages is specific to them and adds `bonus`, shared, to their scores. */
  specificWords: { pages: number; bonus: number; forDomain: number };
  /** Minimum fused probability of the best page; below it the answer is `unknown`. */
  threshold: number;
}

export interface NavigatorConfig {
  site: SiteKnowledge;
  tuning: Tuning;
}

export const DEFAULT_TUNING: Tuning = {
  documents: { k1: 1.2, b: 0.6, weight: 0.4, temperature: 1 },
  prose: { k1: 1.2, b: 0.6, weight: 0.1, temperature: 1 },
  classifier: { epochs: 12, rate: 1, l2: 1e-4 },
  proseClassifier: { weight: 0.25, epochs: 12, rate: 1, l2: 1e-4 },
  bigramWeight: 0.5,
  topicHomeBoost: 3,
  intentHomeBonus: 0.2,
  topicHomeBonus: 0.5,
  attributeBonus: 0.3,
  domainMismatch: 0.3,
  specificWords: { pages: 6, bonus: 0.5, forDomain: 3 },
  threshold: 0.12,
};
