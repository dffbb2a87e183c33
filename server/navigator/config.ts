import type { Concept, EditionWords } from "../../content/navigator/lexicon";
import type { SectionId } from "../../content/sections";
import { CALIBRATION } from "./calibration";
import type { Calibration } from "./signals";

/** One destination the navigator can answer with, and every text that describes it. */
export interface PageSource {
  path: string;
  title: string;
  section: SectionId | null;
  routeId: string;
  /**
   * The page's kind: its template in the registry, so the six platform pages are one kind and the eight solution
   * pages another. The framing weights are learnt per kind: what tells a platform from a solution or an enterprise
   * offer ("api", "our", "pricing") is the same for every product, and a kind of six pages has six pages' requests
   * to learn it from.
   */
  kind: string;
  /**
   * The detail item the page shows (its id), if any. Two pages can show one item: a product's platform and solution
   * pages, a project's ecosystem and developer-hub pages; either answers most requests for it.
   */
  item?: string;
  /** Names of the page and what it shows (titles, breadcrumb, entity names and tags), both editions. */
  names: readonly string[];
  /**
   * Names of the page it sits under (its parent's breadcrumb, both editions): "Solutions" for TorusDB's solution
   * page. Visitors name an item with its kind ("torusdb solution", "엔터프라이즈 PQC 암호화"); the names scorer counts
   * the kind word for the item too, but less than the item's own name, so the kind alone still names its section.
   */
  qualifiers: readonly string[];
  /** Descriptions of the page and its entities, both editions. */
  descriptions: readonly string[];
  /** What visitors ask for when this page is the answer, both languages. */
  requests: readonly string[];
  /**
   * The same told as a story, situation first (content/navigator/requests/stories-*.ts): learnt by retrieval (in
   * the requests field) and the classifiers, not by the nearest-request stage.
   */
  stories: readonly string[];
  /** The page's visible prose, both editions. */
  prose: readonly string[];
}

/** What the navigator knows about the site: built from content/ at start-up (site-knowledge.ts). */
export interface SiteKnowledge {
  pages: readonly PageSource[];
  /** Bilingual concepts (FHE = 동형암호 ...): both requests and pages are mapped to them. */
  lexicon: Readonly<Record<string, Concept>>;
  /** Concepts that only give context (bank, health): never evidence that a request is about the site. */
  weakConcepts: ReadonlySet<string>;
  /** Requests the site does not serve: the out-of-scope class learns them. */
  outOfScope: readonly string[];
  /**
   * Requests written the way visitors write them, each with the page that answers it (canonical path) or
   * "unknown" (content/navigator/labelled): learnt like a page's story-style requests, or as errands.
   */
  labelled: readonly { query: string; answer: string }[];
  /** The site's proper names, matched however they are spelled or in Hangul. */
  names: readonly string[];
  /** The company's name as visitors write it: a stop word beside other words, the subject when alone. */
  company: Concept;
  /** How a request names an edition of the site ("in korean", "영문 사이트"): its answer is in that edition. */
  editions: EditionWords;
  /**
   * The kinds of page where a visitor acts on an item two pages show (a product's platform page, a project's
   * developer page): the navigator answers an item with that page and offers the other beside it.
   */
  actingKinds: readonly string[];
}

/** How one field of a page's document counts in retrieval: its weight, and BM25's length normalisation b. */
export interface FieldTuning {
  weight: number;
  b: number;
}

/** Every tuned number of the navigator, in one place. */
export interface Tuning {
  /** BM25F over one document per page (and one for the out-of-scope requests). */
  retrieval: { k1: number; fields: Record<"names" | "descriptions" | "requests" | "prose", FieldTuning> };
  /**
   * The names scorer: BM25F over the pages' names and their qualifiers (the parent's name, weighed
   * `qualifierWeight`). Its length normalisation is milder than the names field's in retrieval: an item page lists
   * many names (its full name, category, tags), and a strong b let a section named by one word ("Solutions")
   * outrank the item whose own name the request also holds ("torusdb solution").
   */
  names: { b: number; qualifierWeight: number };
  /** Nearest requests: every request its own BM25 document; a page scores by its share of the best `k`. */
  neighbours: { k: number; k1: number; b: number };
  /**
   * Logistic regression trained on the requests and the pages' names, with SGD at start-up; the two-class scope
   * model (pipeline stage 4) is trained with the same settings. `orders`: how many runs, each meeting the examples
   * in its own order, the weights are averaged over. With one run, refitting on the same inputs with another order
   * moved the share of confident answers on a blind set by up to 4.7 points; with four, by at most 1.6.
   */
  classifier: { epochs: number; rate: number; l2: number; orders: number };
  /** A Korean word yields several overlapping syllable bigrams: each counts this much in retrieval. */
  bigramWeight: number;
  /**
   * What the scorers' distributions and the decision are fitted to (npm run navigator:calibrate): the exponents
   * of the product of the scorers, the framing weights of each kind of page, and the two models that turn a
   * decision's signals into P(out of scope) (logistic) and P(the best page is right) (boosted trees).
   */
  calibration: Calibration;
  /** P(out of scope) from which the answer is `unknown`. */
  outOfScopeAt: number;
  /**
   * An unsure answer offers, besides its page, the next three pages whose fused probability reaches this: when the
   * best page is wrong, the right one is nearly always among them, however far behind.
   */
  alternativeFloor: number;
  /** An `unknown` answer offers the closest pages as alternatives while P(out of scope) stays under this. */
  offerPagesBelow: number;
}

export interface NavigatorConfig {
  site: SiteKnowledge;
  tuning: Tuning;
}

export const DEFAULT_TUNING: Tuning = {
  retrieval: {
    k1: 1.2,
    fields: {
      names: { weight: 3, b: 0.75 },
      descriptions: { weight: 1, b: 0.75 },
      requests: { weight: 1, b: 0.75 },
      prose: { weight: 0.3, b: 0.75 },
    },
  },
  names: { b: 0.3, qualifierWeight: 0.5 },
  neighbours: { k: 10, k1: 1.2, b: 0.75 },
  classifier: { epochs: 12, rate: 1, l2: 1e-4, orders: 4 },
  bigramWeight: 0.5,
  calibration: CALIBRATION,
  outOfScopeAt: 0.5,
  alternativeFloor: 0.002,
  offerPagesBelow: 0.8,
};
