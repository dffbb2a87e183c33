import { buildVocabIndex, createAnalyzer, type Analyzer, type VocabIndex, type Vocabulary } from "./analyzer";
import { buildBm25, type Bm25Index } from "./bm25";
import type { NavigatorConfig, PageSource } from "./config";
import { createFeatureSpace, groupByKey, type FeatureSpace } from "./feature-space";
import { trainLogReg, type LogReg, type TrainingExample } from "./logreg";
import { createNameMatcher } from "./names";
import { stem } from "./text";

// Facts about a feature (bit flags): a strong word or concept, spelled like a topic concept, a concept, a domain
// concept (finance, health ...), a generic subject concept, an attribute some list page shows.
export const STRONG = 1;
export const TOPICAL = 2;
export const CONCEPT = 4;
export const DOMAIN = 8;
export const GENERIC = 16;
export const ATTRIBUTE = 32;

const emptyVocabulary = (): Vocabulary => ({ en: new Set(), ko: new Set(), raw: new Set() });

/**
 * Everything the navigator learns from its configuration at start-up, read by the pipeline (pipeline.ts) for
 * every request: the analyzer and its vocabulary, the retrieval indexes, the classifiers, and per-feature facts in
 * typed arrays indexed by feature id.
 */
export interface NavigatorModel {
  /** The pages, then the out-of-scope pseudo-destination as the last class. */
  classes: readonly PageSource[];
  pageCount: number;
  analyzer: Analyzer;
  index: VocabIndex;
  space: FeatureSpace;
  /** Words of the site (every text of every page and the lexicon), strong words, out-of-scope-only words. */
  words: {
    known: Vocabulary;
    site: Vocabulary;
    strong: Vocabulary;
    offTopic: Vocabulary;
    /** English stems of the intent concepts' one-word forms ("price", "buy"). */
    intent: ReadonlySet<string>;
    /** The intent concepts themselves (their Korean forms are found inside words). */
    intentConcepts: ReadonlySet<string>;
    strongConcepts: ReadonlySet<string>;
  };
  documents: Bm25Index;
  prose: Bm25Index;
  classifier: LogReg;
  proseClassifier: LogReg;
  /** Per feature id: the flags above. */
  facts: Uint8Array;
  /** Per feature id: the page whose title alone names this intent concept, or -1. */
  intentHome: Int16Array;
  /** Per feature id: the page whose title names this topic concept, among the topic-home routes, or -1. */
  topicHome: Int16Array;
  /** Feature id of an attribute concept -> the list pages that show it. */
  attributeOf: ReadonlyMap<number, readonly number[]>;
  /** Pages a specific word names: specificAt[specificStart[id]] .. specificAt[specificStart[id + 1] - 1]. */
  specificStart: Int32Array;
  specificAt: Int32Array;
  /** Per page: the ids of the application domains it is about. */
  pageDomains: readonly ReadonlySet<number>[];
}

export function buildModel({ site, tuning }: NavigatorConfig): NavigatorModel {
  const { lexicon, weakConcepts, topicConcepts, domainConcepts, genericConcepts, topicHomeRoutes } = site;
  // The last class is the out-of-scope pseudo-destination; it never reaches an answer or the ranked list.
  const classes: readonly PageSource[] = [
    ...site.pages,
    {
      path: "unknown",
      title: "",
      section: null,
      routeId: "unknown",
      fields: [],
      requests: site.outOfScope,
      prose: [],
    },
  ];
  const unknownClass = site.pages.length;
  const analyzer = createAnalyzer(lexicon, createNameMatcher(site.names), site.english);
  // Documents and training examples share texts: analyse each once.
  const featureCache = new Map<string, string[]>();
  const docFeatures = (text: string) => {
    let f = featureCache.get(text);
    if (!f) {
      f = analyzer.document(text);
      featureCache.set(text, f);
    }
    return f;
  };
  const known = emptyVocabulary();
  // Words that only occur in long descriptions are weak evidence; names, titles, requests and the lexicon are strong.
  const strong = emptyVocabulary();
  // Words whose only lexicon meaning is a weak context ("bank", "health") never count as strong by themselves.
  const weakWords = emptyVocabulary();
  for (const [id, concept] of Object.entries(lexicon)) {
    for (const form of [...concept.en, ...concept.ko]) {
      analyzer.vocabulary(form, known);
      // Only single-word forms are strong words; the words of a phrase ("harvest now") prove nothing alone —
      // the whole phrase still yields its concept feature.
      if (!/[\s-]/.test(form.trim())) analyzer.vocabulary(form, weakConcepts.has(id) ? weakWords : strong);
    }
  }
  for (const w of strong.en) weakWords.en.delete(w);
  for (const w of strong.ko) weakWords.ko.delete(w);
  const requestWords = emptyVocabulary();
  // Off-topic markers: words seen only in the out-of-scope requests ("weather", "recipe", "날씨").
  const siteWords: Vocabulary = { en: new Set(known.en), ko: new Set(known.ko), raw: new Set() };
  const offWords = emptyVocabulary();
  const docs = classes.map((c, classIndex) => {
    const bag = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const f of docFeatures(text)) bag.set(f, (bag.get(f) ?? 0) + weight);
      analyzer.vocabulary(text, known);
      analyzer.vocabulary(text, classIndex === unknownClass ? offWords : siteWords);
    };
    for (const field of c.fields) {
      add(field.text, field.weight);
      if (field.weight >= 2) analyzer.vocabulary(field.text, strong);
    }
    for (const request of c.requests) {
      add(request, 1);
      if (classIndex !== unknownClass) analyzer.vocabulary(request, requestWords);
    }
    return bag;
  });
  // The pages' prose: its own index, so long texts neither dilute the titles and requests above nor make their
  // words strong evidence; its words still count as known (typo repair, Korean words of the site).
  const proseDocs = classes.map((c) => {
    const bag = new Map<string, number>();
    for (const text of c.prose) {
      for (const f of docFeatures(text)) bag.set(f, (bag.get(f) ?? 0) + 1);
      analyzer.vocabulary(text, known);
      analyzer.vocabulary(text, siteWords);
    }
    return bag;
  });
  for (const w of siteWords.en) offWords.en.delete(w);
  for (const w of siteWords.ko) offWords.ko.delete(w);
  for (const generic of site.outOfScopeGenericWords) {
    offWords.en.delete(stem(generic));
    offWords.ko.delete(generic);
  }
  for (const w of requestWords.en) if (!weakWords.en.has(w)) strong.en.add(w);
  for (const w of requestWords.ko) if (!weakWords.ko.has(w)) strong.ko.add(w);

  // Topic homes: a concept named by exactly one topic-home title belongs to that page ("c:he" -> HE research).
  const owners = new Map<string, number[]>();
  classes.forEach((c, i) => {
    if (!topicHomeRoutes.includes(c.routeId)) return;
    for (const f of docFeatures(c.title)) {
      if (f.startsWith("c:") && !weakConcepts.has(f.slice(2))) owners.set(f, [...(owners.get(f) ?? []), i]);
    }
  });
  const topicExamples: TrainingExample[] = [];
  for (const [feature, [owner, ...others]] of owners) {
    if (owner === undefined || others.length > 0) continue;
    const bag = docs[owner];
    bag?.set(feature, (bag.get(feature) ?? 0) + tuning.topicHomeBoost);
    topicExamples.push({ features: [feature], label: owner });
  }
  // Words (and Korean bigrams) that only a few pages use anywhere, title to prose: "bootloader", "x25519",
  // "invoice". A visitor who describes a need in such words names those pages' subject more precisely than any
  // concept does, however strongly the general words of the request point at a broader page.
  const specificPages = new Map<string, number[]>();
  {
    const pagesOf = new Map<string, Set<number>>();
    for (const bags of [docs, proseDocs]) {
      bags.forEach((bag, page) => {
        for (const f of bag.keys()) {
          if (!f.startsWith("w:") && !f.startsWith("h:")) continue;
          let pages = pagesOf.get(f);
          if (!pages) pagesOf.set(f, (pages = new Set()));
          pages.add(page);
        }
      });
    }
    for (const [f, pages] of pagesOf) {
      if (pages.size <= tuning.specificWords.pages && !pages.has(unknownClass))
        specificPages.set(f, [...pages]);
    }
  }
  const index = buildVocabIndex(known);

  const examples: TrainingExample[] = [...topicExamples];
  classes.forEach((c, label) => {
    for (const text of [...c.requests, ...c.fields.filter((f) => f.weight >= 2).map((f) => f.text)]) {
      examples.push({ features: docFeatures(text), label });
    }
  });
  // A second classifier learns each page's prose sentences (and its requests, so the two agree on intent words):
  // it generalises to needs described in the pages' own words, at a weight that leaves the first in charge.
  const proseExamples: TrainingExample[] = [...examples];
  classes.forEach((c, label) => {
    for (const text of c.prose) {
      const f = docFeatures(text);
      if (f.length >= 3) proseExamples.push({ features: f, label });
    }
  });

  const isStrong = (feature: string) => {
    if (feature.startsWith("c:")) return !weakConcepts.has(feature.slice(2));
    const word = feature.slice(2);
    return feature.startsWith("w:") ? strong.en.has(word) : false;
  };
  // Every feature any scorer or fact below knows. A feature outside it has no score anywhere and every fact false:
  // the lexicon's concepts, the strong words and the words spelled like a topic concept are in it for that reason.
  const features = createFeatureSpace();
  for (const bag of [...docs, ...proseDocs]) for (const f of bag.keys()) features.add(f);
  for (const example of proseExamples) for (const f of example.features) features.add(f);
  for (const id of Object.keys(lexicon)) features.add(`c:${id}`);
  for (const word of strong.en) features.add(`w:${word}`);
  for (const id of topicConcepts) features.add(`w:${id}`);
  for (const concept of Object.keys(site.attributeHomes)) features.add(`c:${concept}`);
  const space = features.space;

  const { documents: d, prose: p, classifier: lr, proseClassifier: plr } = tuning;
  const documents = buildBm25(docs, space, d.k1, d.b);
  const prose = buildBm25(proseDocs, space, p.k1, p.b);
  const classifier = trainLogReg(examples, classes.length, space, lr);
  const proseClassifier = trainLogReg(proseExamples, classes.length, space, plr);

  // Concepts named by exactly one page title: topic concepts (owned by a topic-home route) and intent concepts.
  const titleOwners = new Map<string, number[]>();
  site.pages.forEach((c, i) => {
    for (const f of docFeatures(c.title)) {
      if (f.startsWith("c:") && !weakConcepts.has(f.slice(2)))
        titleOwners.set(f, [...(titleOwners.get(f) ?? []), i]);
    }
  });
  const topicHomes = new Map<string, number>();
  const intentHomes = new Map<string, number>();
  for (const [f, owners] of titleOwners) {
    const concept = f.slice(2);
    // A topic's home is among the topic-home routes' pages; an intent's among all pages.
    const [owner, ...others] = topicConcepts.has(concept)
      ? owners.filter((i) => topicHomeRoutes.includes(site.pages[i]?.routeId ?? ""))
      : owners;
    if (owner === undefined || others.length > 0) continue;
    if (topicConcepts.has(concept)) topicHomes.set(f, owner);
    else if (!genericConcepts.has(concept)) intentHomes.set(f, owner);
  }
  // Attribute concept -> the classes of the list pages that show that attribute for every item.
  const attributeClasses = new Map<string, number[]>();
  for (const [concept, routes] of Object.entries(site.attributeHomes)) {
    attributeClasses.set(
      `c:${concept}`,
      site.pages.flatMap((c, i) => (routes.includes(c.routeId) ? [i] : [])),
    );
  }
  // The domains a page is about, from its title and description (a hospital use case is about health).
  const pageDomains = site.pages.map((c) => {
    const texts = [c.title, c.fields.find((f) => f.weight === 1)?.text ?? ""];
    return new Set(
      texts
        .flatMap((t) => docFeatures(t))
        .filter((f) => f.startsWith("c:") && domainConcepts.has(f.slice(2))),
    );
  });

  const facts = new Uint8Array(space.size);
  const intentHome = new Int16Array(space.size).fill(-1);
  const topicHome = new Int16Array(space.size).fill(-1);
  const attributeOf = new Map<number, number[]>();
  for (const [f, id] of space) {
    const concept = f.slice(2);
    facts[id] =
      (isStrong(f) ? STRONG : 0) |
      (topicConcepts.has(concept) ? TOPICAL : 0) |
      (f.startsWith("c:") ? CONCEPT : 0) |
      (f.startsWith("c:") && domainConcepts.has(concept) ? DOMAIN : 0) |
      (f.startsWith("c:") && genericConcepts.has(concept) ? GENERIC : 0) |
      (attributeClasses.has(f) ? ATTRIBUTE : 0);
    intentHome[id] = intentHomes.get(f) ?? -1;
    topicHome[id] = topicHomes.get(f) ?? -1;
    const listed = attributeClasses.get(f);
    if (listed) attributeOf.set(id, listed);
  }
  const specificIds: number[] = [];
  const specificPagesFlat: number[] = [];
  for (const [f, pages] of specificPages) {
    for (const page of pages) {
      specificIds.push(space.get(f) ?? 0);
      specificPagesFlat.push(page);
    }
  }
  const specificRows = groupByKey(specificIds, space.size);

  const intent = new Set<string>();
  for (const id of site.intentConcepts) {
    for (const form of lexicon[id]?.en ?? []) if (!/[\s-]/.test(form)) intent.add(stem(form));
  }
  return {
    classes,
    pageCount: site.pages.length,
    analyzer,
    index,
    space,
    words: {
      known,
      site: siteWords,
      strong,
      offTopic: offWords,
      intent,
      intentConcepts: site.intentConcepts,
      strongConcepts: new Set(Object.keys(lexicon).filter((id) => !weakConcepts.has(id))),
    },
    documents,
    prose,
    classifier,
    proseClassifier,
    facts,
    intentHome,
    topicHome,
    attributeOf,
    specificStart: specificRows.start,
    specificAt: Int32Array.from(specificRows.order, (k) => specificPagesFlat[k] as number),
    pageDomains: pageDomains.map((own) => new Set([...own].map((f) => space.get(f) ?? -1))),
  };
}
