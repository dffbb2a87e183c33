import {
  buildVocabIndex,
  MIN_REPAIRED_LENGTH,
  createAnalyzer,
  wholeNameFeature,
  WHOLE_PREFIX,
  type Analyzer,
  type VocabIndex,
  type Vocabulary,
} from "./analyzer";
import { buildBm25, buildBm25f, type Bm25Index } from "./bm25";
import type { NavigatorConfig, PageSource, SiteKnowledge } from "./config";
import { createEditionReader, type EditionReader } from "./edition";
import { createFeatureSpace, type FeatureSpace } from "./feature-space";
import { trainLogReg, type LogReg, type TrainingExample } from "./logreg";
import { loadEnglishWords } from "./english-words";
import { createNameMatcher } from "./names";

/**
 * Which pages use each word (English stems, stripped Korean words): a row of bits per word, a bit per page in page
 * order, all rows in one array. One map per script instead of a set per page, and one array instead of a small one
 * per word (each of the ten thousand cost a JS object, a buffer object and an allocation of its own: about 2 MB).
 */
export interface PageWords {
  /** Each word's row in `bits`. */
  en: ReadonlyMap<string, number>;
  ko: ReadonlyMap<string, number>;
  bits: Uint32Array;
  /** The 32-bit words of a row. */
  stride: number;
}

/** Whether page `page` uses `key` (a word's tokenKey in its script). */
export function pageUses(words: PageWords, key: string, hangul: boolean, page: number): boolean {
  const row = (hangul ? words.ko : words.en).get(key);
  return (
    row !== undefined &&
    ((words.bits[row * words.stride + (page >>> 5)] as number) & (1 << (page & 31))) !== 0
  );
}

const emptyVocabulary = (): Vocabulary => ({ en: new Set(), ko: new Set(), raw: new Set() });

/**
 * Everything the navigator learns from its configuration at start-up, read by the pipeline (pipeline.ts) for
 * every request: the analyzer and its vocabulary, the retrieval index, the nearest-request index and the
 * classifier. The last class of each is the out-of-scope pseudo-destination, learnt from the out-of-scope requests.
 */
export interface NavigatorModel {
  /** The pages, then the out-of-scope pseudo-destination as the last class. */
  classes: readonly PageSource[];
  pageCount: number;
  analyzer: Analyzer;
  index: VocabIndex;
  space: FeatureSpace;
  /** The site's words, its strong words (names, lexicon terms), and words known only from out-of-scope requests. */
  words: { site: Vocabulary; strong: Vocabulary; offTopic: Vocabulary; strongConcepts: ReadonlySet<string> };
  /**
   * Which pages use each word in their names, qualifiers, descriptions, requests, stories or prose. An errand shares
   * a word or two with the page it lands on and brings words that page never uses; a need in a visitor's words
   * mostly meets words of its page's requests.
   */
  pageWords: PageWords;
  retrieval: Bm25Index;
  /** BM25F over the pages' names and, at lower weight, their qualifiers: a request that names a page. */
  names: Bm25Index;
  /** Each whole-name feature (analyzer.ts, wholeNameFeature) of exactly one page's names, with that page's index. */
  exactNames: ReadonlyMap<string, number>;
  /** Every request as its own document, and the class each belongs to. */
  neighbours: { index: Bm25Index; labels: Int32Array };
  classifier: LogReg;
  /**
   * Is a request the site's at all: a two-class logistic regression (0: a page's request or name, 1: an
   * out-of-scope request) over the content features and the function words.
   */
  scope: LogReg;
  /** The edition a request names, if any (edition.ts). */
  edition: EditionReader;
  /** Each page's twin, the other page that shows its item (`PageSource.item`): its path, and the twin's index. */
  twins: ReadonlyMap<string, number>;
  /**
   * The pages answered by their twin: a page's path, and the twin's index, when the twin is where a visitor acts on
   * the item (`SiteKnowledge.actingKinds`) and the page is not.
   */
  answeredBy: ReadonlyMap<string, number>;
}

export function buildModel({ site: given, tuning }: NavigatorConfig): NavigatorModel {
  const site = withLabelled(given);
  const { lexicon, weakConcepts } = site;
  const outOfScopeClass: PageSource = {
    path: "unknown",
    title: "",
    section: null,
    routeId: "unknown",
    kind: "unknown",
    names: [],
    qualifiers: [],
    descriptions: [],
    requests: site.outOfScope,
    stories: [],
    prose: [],
  };
  const classes: readonly PageSource[] = [...site.pages, outOfScopeClass];
  const analyzer = createAnalyzer(lexicon, createNameMatcher(site.names), site.company);
  // Texts recur (a name in several fields, a request that is also a title): analyse each once.
  const featureCache = new Map<string, string[]>();
  const featuresOf = (text: string) => {
    let f = featureCache.get(text);
    if (!f) {
      f = analyzer.document(text);
      featureCache.set(text, f);
    }
    return f;
  };
  const bagOf = (texts: readonly string[]) => {
    const bag = new Map<string, number>();
    for (const text of texts) for (const f of featuresOf(text)) bag.set(f, (bag.get(f) ?? 0) + 1);
    return bag;
  };

  // What counts as evidence that a request is about the site: any word of its pages (the typo repair's
  // reference too); strong evidence: the pages' names and the lexicon's terms, apart from merely contextual ones
  // ("bank", "health"). A word found only in the out-of-scope requests hints at another subject.
  const siteWords = emptyVocabulary();
  const strong = emptyVocabulary();
  const offTopic = emptyVocabulary();
  // What a misspelt Hangul word is read as: the lexicon's terms and the pages' names only. Korean has far more
  // everyday words than the pages use, and any word the site never uses is one jamo away from some word it does:
  // against every word of the site, 랭킹 (ranking) became 뱅킹 (banking), 센터 센서 and 회신 최신, about nine repairs
  // in ten wrong. The real slips found in the labelled sets (동혐암호, 로드멥, 백써) were all of terms. English words
  // are still read against every word of the site: slips in plain words (documantation, librery) are common there,
  // and limiting them to the terms lost as many answers as it saved.
  const terms = emptyVocabulary();
  for (const [id, concept] of Object.entries(lexicon)) {
    for (const form of [...concept.en, ...concept.ko]) {
      analyzer.vocabulary(form, siteWords);
      analyzer.vocabulary(form, terms);
      // A phrase's words prove nothing alone ("harvest now"); the whole phrase still yields its concept.
      if (!weakConcepts.has(id) && !/[\s-]/.test(form.trim())) analyzer.vocabulary(form, strong);
    }
  }
  // Each page's words are analysed once: they are the site's words, and with its qualifiers the page's own.
  const stride = Math.ceil(site.pages.length / 32);
  const wordRows = { en: new Map<string, number>(), ko: new Map<string, number>() };
  const wordBits: number[] = [];
  site.pages.forEach((page, i) => {
    const own = emptyVocabulary();
    for (const text of [
      ...page.names,
      ...page.descriptions,
      ...page.requests,
      ...page.stories,
      ...page.prose,
    ])
      analyzer.vocabulary(text, own);
    for (const lang of ["en", "ko", "raw"] as const) for (const w of own[lang]) siteWords[lang].add(w);
    for (const text of page.names) {
      analyzer.vocabulary(text, strong);
      analyzer.vocabulary(text, terms);
    }
    for (const text of page.qualifiers) analyzer.vocabulary(text, own);
    for (const lang of ["en", "ko"] as const) {
      const rows = wordRows[lang];
      for (const word of own[lang]) {
        let row = rows.get(word);
        if (row === undefined) {
          row = wordBits.length / stride;
          rows.set(word, row);
          for (let k = 0; k < stride; k++) wordBits.push(0);
        }
        const at = row * stride + (i >>> 5);
        wordBits[at] = ((wordBits[at] as number) | (1 << (i & 31))) >>> 0;
      }
    }
  });
  const pageWords: PageWords = { ...wordRows, bits: Uint32Array.from(wordBits), stride };
  for (const text of site.outOfScope) analyzer.vocabulary(text, offTopic);
  for (const w of siteWords.en) offTopic.en.delete(w);
  for (const w of siteWords.ko) offTopic.ko.delete(w);
  const index = buildVocabIndex(
    {
      en: new Set([...siteWords.en, ...offTopic.en]),
      ko: new Set([...siteWords.ko, ...offTopic.ko]),
      raw: new Set([...siteWords.raw, ...offTopic.raw]),
    },
    terms.ko,
    loadEnglishWords(MIN_REPAIRED_LENGTH),
  );

  // Retrieval reads a page's qualifiers as names: a request that holds an item's name and its kind
  // ("torusdb solution") then matches the item on both words, not its section on one. The names scorer weighs them
  // apart, below the page's own names.
  // A page's own names also count whole (`x:nullspacehub`): a request that is word for word one of them matches it
  // even when its words are stop words or shared with many pages ("Nullspace Hub"). Qualifiers do not: "solutions"
  // is the name of one page, not of the pages under it.
  const namesOf = (names: readonly string[], qualifiers: readonly string[] = []) => {
    const bag = bagOf([...names, ...qualifiers]);
    for (const text of names) {
      const key = wholeNameFeature(text);
      if (key) bag.set(key, (bag.get(key) ?? 0) + 1);
    }
    return bag;
  };
  const ownNames = classes.map((c) => namesOf(c.names));
  const qualifiers = classes.map((c) => bagOf(c.qualifiers));
  const fields = classes.map((c) => [
    namesOf(c.names, c.qualifiers),
    bagOf(c.descriptions),
    bagOf([...c.requests, ...c.stories]),
    bagOf(c.prose),
  ]);
  // What the classifiers learn from: every request of both kinds and every name, with its class.
  const taught = classes.flatMap((c, label) =>
    [...c.requests, ...c.stories, ...c.names].map((text) => ({ text, label })),
  );
  const examples: TrainingExample[] = taught.map(({ text, label }) => ({
    features: featuresOf(text),
    label,
  }));
  const scopeExamples: TrainingExample[] = taught.map(({ text, label }) => ({
    features: [...featuresOf(text), ...analyzer.functionWords(text)],
    label: label === site.pages.length ? 1 : 0,
  }));
  // The whole-name features each page's names bag already holds, kept where only one page has them.
  const owners = new Map<string, number[]>();
  ownNames.slice(0, site.pages.length).forEach((bag, page) => {
    for (const key of bag.keys())
      if (key.startsWith(WHOLE_PREFIX)) owners.set(key, [...(owners.get(key) ?? []), page]);
  });
  const exactNames = new Map<string, number>();
  for (const [key, pages] of owners) if (pages.length === 1) exactNames.set(key, pages[0] as number);
  // The nearest-request stage also holds each item's title with its kind ("TorusDB Solutions"): its requests
  // rarely repeat the kind, the section's requests often name items, so without them a request that names an item
  // with its kind ("torusdb solution") found its neighbours among the section's requests.
  const requestList = classes.flatMap((c, label) =>
    [...c.requests, ...c.qualifiers.map((q) => `${c.title} ${q}`)].map((text) => ({ text, label })),
  );

  // Every feature a scorer knows, each with a small integer id; the lexicon's concepts and the strong words are
  // in it too, so that the pipeline can look a query's features up once.
  const features = createFeatureSpace();
  for (const doc of fields) for (const bag of doc) for (const f of bag.keys()) features.add(f);
  for (const id of Object.keys(lexicon)) features.add(`c:${id}`);
  for (const example of scopeExamples) for (const f of example.features) features.add(f);
  const space = features.space;

  const { retrieval: r, neighbours: n } = tuning;
  const twins = twinsOf(site.pages);
  return {
    classes,
    pageCount: site.pages.length,
    analyzer,
    index,
    space,
    words: {
      site: siteWords,
      strong,
      offTopic,
      strongConcepts: new Set(Object.keys(lexicon).filter((id) => !weakConcepts.has(id))),
    },
    pageWords,
    retrieval: buildBm25f(
      fields,
      [r.fields.names, r.fields.descriptions, r.fields.requests, r.fields.prose],
      space,
      r.k1,
    ),
    names: buildBm25f(
      ownNames.map((names, i) => [names, qualifiers[i] ?? new Map()]),
      [
        { weight: 1, b: tuning.names.b },
        { weight: tuning.names.qualifierWeight, b: tuning.names.b },
      ],
      space,
      r.k1,
    ),
    exactNames,
    neighbours: {
      index: buildBm25(
        requestList.map((q) => bagOf([q.text])),
        space,
        n.k1,
        n.b,
      ),
      labels: Int32Array.from(requestList, (q) => q.label),
    },
    classifier: trainLogReg(examples, classes.length, space, tuning.classifier),
    scope: trainLogReg(scopeExamples, 2, space, tuning.classifier),
    edition: createEditionReader(site.editions),
    twins,
    answeredBy: answeredBy(site.pages, twins, site.actingKinds),
  };
}

/** Each page's twin: the other page that shows the same item. */
function twinsOf(pages: readonly PageSource[]): ReadonlyMap<string, number> {
  const twins = new Map<string, number>();
  pages.forEach((page, i) => {
    const twin = pages.findIndex((p, j) => j !== i && p.item !== undefined && p.item === page.item);
    if (twin >= 0) twins.set(page.path, twin);
  });
  return twins;
}

/** The pages whose twin is where a visitor acts on their item, and they are not: each with its twin's index. */
function answeredBy(
  pages: readonly PageSource[],
  twins: ReadonlyMap<string, number>,
  actingKinds: readonly string[],
): ReadonlyMap<string, number> {
  const acting = (page: PageSource | undefined) => page !== undefined && actingKinds.includes(page.kind);
  const by = new Map<string, number>();
  for (const page of pages) {
    const twin = twins.get(page.path);
    if (twin !== undefined && acting(pages[twin]) && !acting(page)) by.set(page.path, twin);
  }
  return by;
}

/**
 * The site with its labelled requests folded in: each request of a page joins that page's search-style requests
 * (retrieval's requests field, the nearest-request stage and the classifiers learn them), each errand the
 * out-of-scope requests. They are written as visitors type, half of them eight words or fewer, like the search-style
 * requests and unlike the stories: joined to the stories, the nearest-request stage met the labelled errands but
 * not the labelled page requests, and a short business question ("is there a free trial") that the navigator had
 * learnt for its page was still refused because its nearest neighbours were errands.
 */
function withLabelled(site: SiteKnowledge): SiteKnowledge {
  if (site.labelled.length === 0) return site;
  const byPage = new Map<string, string[]>();
  const errands: string[] = [];
  for (const { query, answer } of site.labelled) {
    if (answer === "unknown") errands.push(query);
    else byPage.set(answer, [...(byPage.get(answer) ?? []), query]);
  }
  return {
    ...site,
    pages: site.pages.map((p) => ({ ...p, requests: [...p.requests, ...(byPage.get(p.path) ?? [])] })),
    outOfScope: [...site.outOfScope, ...errands],
    labelled: [],
  };
}
