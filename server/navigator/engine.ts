import type { EnglishLexicon } from "./wordnet";
import { domainConcepts, topicConcepts, weakConcepts, type Concept } from "../../content/navigator/lexicon";
import type { SectionId } from "../../content/sections";
import { buildVocabIndex, createAnalyzer, isContentKey, tokenKey, type Vocabulary } from "./analyzer";
import { buildBm25 } from "./bm25";
import { createFeatureSpace, groupByKey, type EncodedFeatures } from "./feature-space";
import { createNameMatcher } from "./names";
import { isHangulWord } from "./korean";
import { stem } from "./text";
import { softmax, trainLogReg, type TrainingExample } from "./logreg";

/** One destination the navigator can answer with, with the texts that describe it. */
export interface CandidateSource {
  path: string;
  title: string;
  section: SectionId | null;
  routeId: string;
  /** Descriptive texts (title, description, entity fields) with BM25 term weights. */
  fields: readonly { text: string; weight: number }[];
  /** Curated phrases (EN/KO): part of the document and the classifier's training examples. */
  phrases: readonly string[];
  /** The page's visible prose in both editions (page-text.ts): a separate, weaker index. */
  content?: readonly string[];
}

export interface EngineOptions {
  /** Weight of BM25 in the fusion; the classifier gets the rest. */
  bm25Weight: number;
  /** Softmax temperature that turns BM25 scores into a distribution. */
  bm25Temperature: number;
  /** Minimum fused probability of the winner; below it the answer is `unknown`. */
  threshold: number;
  /** Weight of the page-prose index (CandidateSource.content) in the fusion, taken from the classifier's share. */
  contentWeight: number;
  /** Softmax temperature of the prose index's scores. */
  contentTemperature: number;
  /** Weight of the classifier trained on the pages' prose as well as the phrases. */
  proseWeight: number;
}

export const DEFAULT_OPTIONS: EngineOptions = {
  bm25Weight: 0.4,
  bm25Temperature: 1,
  threshold: 0.12,
  contentWeight: 0.1,
  contentTemperature: 1,
  proseWeight: 0.25,
};

export interface Ranked {
  path: string;
  title: string;
  section: SectionId | null;
  score: number;
}

export interface Decision {
  /** A path of the site, or "unknown". */
  destination: string;
  title: string | null;
  korean: boolean;
  confidence: number;
  /** Best candidates, best first (also what an LLM provider may choose from). */
  ranked: Ranked[];
  recommendations: SectionId[];
  /** Why the engine said unknown, for the eval report. */
  reason: "ok" | "no-domain-words" | "off-topic" | "low-confidence";
  tokens: string[];
}

export interface Navigator {
  decide(query: string): Decision;
  /** The features and each scorer's top pages, for the eval's miss report and debugging. */
  explain(query: string): { features: string[]; bm25: [string, number][]; logreg: [string, number][] };
  readonly size: number;
}

const FALLBACK_SECTIONS: SectionId[] = ["research", "devhub", "enterprise"];
/** Added to the fused probability of a list page whose attribute the request asks about. */
const ATTRIBUTE_BONUS = 0.3;
/** Added to the page whose title alone names a concept of the request (see adjust in buildNavigator). */
const HOME_BONUS = 0.2;
/** Added to a topic's own page when the request names the topic with generic words only ("HE research"). */
const TOPIC_HOME_BONUS = 0.5;
/** Concepts that name no page of their own: the site's general subject and section words. */
const GENERIC_CONCEPTS = new Set(["c:research", "c:technology", "c:security", "c:privacy"]);
/** Factor on the fused probability of a page about another domain than the request's. */
const DOMAIN_MISMATCH = 0.3;
/** A word used by at most this many pages is specific to them... */
const SPECIFIC_WORD_PAGES = 6;
/** ...and adds this much, shared among those pages, to their fused scores (half for a Korean bigram). */
const SPECIFIC_WORD_BONUS = 0.5;
/** Three specific words make a request about the site even without one of its topic words. */
const SPECIFIC_WORDS_FOR_DOMAIN = 3;

// Facts about a feature (bit flags): a strong word or concept, spelled like a topic concept, a concept, a domain
// concept (finance, health ...), a generic subject concept, an attribute some list page shows.
const STRONG = 1;
const TOPICAL = 2;
const CONCEPT = 4;
const DOMAIN = 8;
const GENERIC = 16;
const ATTRIBUTE = 32;

export function buildNavigator(
  candidates: readonly CandidateSource[],
  lexicon: Readonly<Record<string, Concept>>,
  options: EngineOptions = DEFAULT_OPTIONS,
  offTopic: readonly string[] = [],
  topicHomeRoutes: readonly string[] = [],
  offTopicGeneric: readonly string[] = [],
  names: readonly string[] = [],
  attributeHomes: Readonly<Record<string, readonly string[]>> = {},
  english: EnglishLexicon | null = null,
): Navigator {
  // The last class is the out-of-scope pseudo-destination; it never reaches an answer or the ranked list.
  const classes: readonly CandidateSource[] = [
    ...candidates,
    { path: "unknown", title: "", section: null, routeId: "unknown", fields: [], phrases: offTopic },
  ];
  const unknownClass = candidates.length;
  const analyzer = createAnalyzer(lexicon, createNameMatcher(names), english);
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
  const vocab: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  // Words that only occur in long descriptions are weak evidence; names, titles, phrases and the lexicon are strong.
  const strong: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  // Words whose only lexicon meaning is a weak context ("bank", "health") never count as strong by themselves.
  const weakWords: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  for (const [id, concept] of Object.entries(lexicon)) {
    for (const form of [...concept.en, ...concept.ko]) {
      analyzer.vocabulary(form, vocab);
      // Only single-word forms are strong words; the words of a phrase ("harvest now") prove nothing alone —
      // the whole phrase still yields its concept feature.
      if (!/[\s-]/.test(form.trim())) analyzer.vocabulary(form, weakConcepts.has(id) ? weakWords : strong);
    }
  }
  for (const w of strong.en) weakWords.en.delete(w);
  for (const w of strong.ko) weakWords.ko.delete(w);
  const phraseWords: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  // Off-topic markers: words seen only in the out-of-scope examples ("weather", "recipe", "날씨").
  const siteWords: Vocabulary = { en: new Set(vocab.en), ko: new Set(vocab.ko), raw: new Set() };
  const offWords: Vocabulary = { en: new Set(), ko: new Set(), raw: new Set() };
  const docs = classes.map((c, classIndex) => {
    const bag = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const f of docFeatures(text)) bag.set(f, (bag.get(f) ?? 0) + weight);
      analyzer.vocabulary(text, vocab);
      analyzer.vocabulary(text, classIndex === unknownClass ? offWords : siteWords);
    };
    for (const field of c.fields) {
      add(field.text, field.weight);
      if (field.weight >= 2) analyzer.vocabulary(field.text, strong);
    }
    for (const phrase of c.phrases) {
      add(phrase, 1);
      if (classIndex !== unknownClass) analyzer.vocabulary(phrase, phraseWords);
    }
    return bag;
  });
  // The pages' prose: its own index, so long texts neither dilute the titles and phrases above nor make their
  // words strong evidence; its words still count as known (typo repair, Korean words of the site).
  const contentDocs = classes.map((c) => {
    const bag = new Map<string, number>();
    for (const text of c.content ?? []) {
      for (const f of docFeatures(text)) bag.set(f, (bag.get(f) ?? 0) + 1);
      analyzer.vocabulary(text, vocab);
      analyzer.vocabulary(text, siteWords);
    }
    return bag;
  });
  for (const w of siteWords.en) offWords.en.delete(w);
  for (const w of siteWords.ko) offWords.ko.delete(w);
  for (const generic of offTopicGeneric) {
    offWords.en.delete(stem(generic));
    offWords.ko.delete(generic);
  }
  for (const w of phraseWords.en) if (!weakWords.en.has(w)) strong.en.add(w);
  for (const w of phraseWords.ko) if (!weakWords.ko.has(w)) strong.ko.add(w);

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
    bag?.set(feature, (bag.get(feature) ?? 0) + 3);
    topicExamples.push({ features: [feature], label: owner });
  }
  // Words (and Korean bigrams) that only a few pages use anywhere, title to prose: "bootloader", "x25519",
  // "invoice". A visitor who describes a need in such words names those pages' subject more precisely than any
  // concept does, however strongly the general words of the request point at a broader page.
  const specificPages = new Map<string, number[]>();
  {
    const pagesOf = new Map<string, Set<number>>();
    for (const bags of [docs, contentDocs]) {
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
      if (pages.size <= SPECIFIC_WORD_PAGES && !pages.has(unknownClass)) specificPages.set(f, [...pages]);
    }
  }
  const index = buildVocabIndex(vocab);

  const examples: TrainingExample[] = [...topicExamples];
  classes.forEach((c, label) => {
    for (const text of [...c.phrases, ...c.fields.filter((f) => f.weight >= 2).map((f) => f.text)]) {
      examples.push({ features: docFeatures(text), label });
    }
  });
  // A second classifier learns each page's prose sentences (and its phrases, so the two agree on intent words):
  // it generalises to needs described in the pages' own words, at a weight that leaves the curated model in charge.
  const proseExamples: TrainingExample[] = [...examples];
  classes.forEach((c, label) => {
    for (const text of c.content ?? []) {
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
  for (const bag of [...docs, ...contentDocs]) for (const f of bag.keys()) features.add(f);
  for (const example of proseExamples) for (const f of example.features) features.add(f);
  for (const id of Object.keys(lexicon)) features.add(`c:${id}`);
  for (const word of strong.en) features.add(`w:${word}`);
  for (const id of topicConcepts) features.add(`w:${id}`);
  for (const concept of Object.keys(attributeHomes)) features.add(`c:${concept}`);
  const space = features.space;

  const bm25 = buildBm25(docs, space);
  const contentBm25 = buildBm25(contentDocs, space);
  const model = trainLogReg(examples, classes.length, space, { epochs: 12, rate: 1 });
  const proseModel = trainLogReg(proseExamples, classes.length, space, { epochs: 12, rate: 1 });

  // A Korean word yields several overlapping bigrams; together they should weigh about one word.
  const featureWeight = (f: string) => (f.startsWith("h:") ? 0.5 : 1);
  const top = (p: Float64Array): [string, number][] =>
    [...p]
      .map((v, i): [string, number] => [classes[i]?.path ?? "", v])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3);

  // decide() is synchronous and keeps none of these, so one buffer each serves every call. Typed arrays
  // of this size live outside the JS heap: four fresh ones per query (malloc, free, and the GC sweeping their
  // backing stores) cost the server more than the arithmetic on them.
  const bmScratch = new Float64Array(classes.length);
  const lrScratch = new Float64Array(classes.length);
  const fusedScratch = new Float64Array(classes.length);
  const contentScratch = new Float64Array(classes.length);
  const proseScratch = new Float64Array(classes.length);

  // Concepts named by exactly one page title: topic concepts (owned by a topic-home route) and intent concepts.
  const titleOwners = new Map<string, number[]>();
  candidates.forEach((c, i) => {
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
      ? owners.filter((i) => topicHomeRoutes.includes(candidates[i]?.routeId ?? ""))
      : owners;
    if (owner === undefined || others.length > 0) continue;
    if (topicConcepts.has(concept)) topicHomes.set(f, owner);
    else if (!GENERIC_CONCEPTS.has(f)) intentHomes.set(f, owner);
  }
  // Attribute concept -> the classes of the list pages that show that attribute for every item.
  const attributeClasses = new Map<string, number[]>();
  for (const [concept, routes] of Object.entries(attributeHomes)) {
    attributeClasses.set(
      `c:${concept}`,
      candidates.flatMap((c, i) => (routes.includes(c.routeId) ? [i] : [])),
    );
  }
  // The domains a page is about, from its title and description (a hospital use case is about health).
  const pageDomains = candidates.map((c) => {
    const texts = [c.title, c.fields.find((f) => f.weight === 1)?.text ?? ""];
    return new Set(
      texts
        .flatMap((t) => docFeatures(t))
        .filter((f) => f.startsWith("c:") && domainConcepts.has(f.slice(2))),
    );
  });

  // What decide() asks about a feature, by feature id: flags, the page a title concept belongs to, the list pages
  // of an attribute, the pages a specific word names (start..start+1 in specificAt).
  const facts = new Uint8Array(space.size);
  const intentHome = new Int16Array(space.size).fill(-1);
  const topicHome = new Int16Array(space.size).fill(-1);
  const attributeOf = new Map<number, number[]>();
  for (const [f, id] of space) {
    facts[id] =
      (isStrong(f) ? STRONG : 0) |
      (topicConcepts.has(f.slice(2)) ? TOPICAL : 0) |
      (f.startsWith("c:") ? CONCEPT : 0) |
      (f.startsWith("c:") && domainConcepts.has(f.slice(2)) ? DOMAIN : 0) |
      (GENERIC_CONCEPTS.has(f) ? GENERIC : 0) |
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
  const specificStart = specificRows.start;
  const specificAt = Int32Array.from(specificRows.order, (k) => specificPagesFlat[k] as number);
  const pageDomainIds = pageDomains.map((own) => new Set([...own].map((f) => space.get(f) ?? -1)));

  // One buffer for every query's encoded features, grown for a longer query than any before.
  const encoded: EncodedFeatures = { ids: new Int32Array(64), weights: new Float64Array(64), count: 0 };
  /** The query's features that the space knows, in order (the others have no score and no fact anywhere). */
  const encode = (list: readonly string[]): EncodedFeatures => {
    if (list.length > encoded.ids.length) {
      encoded.ids = new Int32Array(list.length);
      encoded.weights = new Float64Array(list.length);
    }
    let count = 0;
    for (const f of list) {
      const id = space.get(f);
      if (id === undefined) continue;
      encoded.ids[count] = id;
      encoded.weights[count] = featureWeight(f);
      count++;
    }
    encoded.count = count;
    return encoded;
  };
  const anyFact = ({ ids, count }: EncodedFeatures, fact: number) => {
    for (let k = 0; k < count; k++) if (((facts[ids[k] as number] as number) & fact) !== 0) return true;
    return false;
  };

  /**
   * Request-level adjustments of the fused scores: an attribute question without one named item goes to the list
   * that shows the attribute; a page about another domain than the request's loses most of its score.
   */
  const adjust = ({ ids, count }: EncodedFeatures, namedItems: number, scores: Float64Array) => {
    // The page whose title alone names an intent of the request ("docs", "papers", "roadmap") outranks the topic's
    // own page; with no such intent, a topic asked about with only generic words ("HE research") goes home.
    let intent = false;
    let generic = false;
    let allGenericOrTopic = true;
    const domains: number[] = [];
    for (let k = 0; k < count; k++) {
      const id = ids[k] as number;
      const home = intentHome[id] as number;
      if (home >= 0) {
        scores[home] = (scores[home] ?? 0) + HOME_BONUS;
        intent = true;
      }
      const fact = facts[id] as number;
      if (fact & GENERIC) generic = true;
      else if (fact & CONCEPT && (topicHome[id] as number) < 0) allGenericOrTopic = false;
      if (fact & DOMAIN) domains.push(id);
    }
    if (!intent && generic && allGenericOrTopic) {
      for (let k = 0; k < count; k++) {
        const home = topicHome[ids[k] as number] as number;
        if (home >= 0) scores[home] = (scores[home] ?? 0) + TOPIC_HOME_BONUS;
      }
    }
    if (namedItems !== 1) {
      for (let k = 0; k < count; k++) {
        for (const i of attributeOf.get(ids[k] as number) ?? [])
          scores[i] = (scores[i] ?? 0) + ATTRIBUTE_BONUS;
      }
    }
    if (domains.length === 0) return;
    pageDomainIds.forEach((own, i) => {
      if (own.size > 0 && !domains.some((d) => own.has(d))) scores[i] = (scores[i] ?? 0) * DOMAIN_MISMATCH;
    });
  };

  const strongConcepts = new Set(Object.keys(lexicon).filter((id) => !weakConcepts.has(id)));
  // Commerce and contact words ("price", "buy", "talk to", "가격") say what a visitor wants to do, not what about:
  // alone they are half a site word.
  const intentConcepts = new Set(["enterprise", "contact"]);
  const intentWords = new Set<string>();
  for (const id of intentConcepts) {
    for (const form of lexicon[id]?.en ?? []) if (!/[\s-]/.test(form)) intentWords.add(stem(form));
  }
  /**
   * What the request's words say about where it belongs, in one pass over them:
   * - `koStrong`: a Korean word is a strong word of the site;
   * - `offMarker`: a word is known only from the out-of-scope examples;
   * - `outweighed`: the request shares a word or two with the site but is about something else ("bitcoin price",
   *   "a chain for my bicycle", "은행 영업시간"): its other words are foreign to everything the site says, and
   *   they outnumber the site's words (strong ones count fully, merely known ones half; a word known only from the
   *   out-of-scope examples is foreign).
   */
  const wordFacts = (tokens: readonly string[]) => {
    let koStrong = false;
    let offMarker = false;
    let foreign = 0;
    let site = 0;
    let hangul = false;
    for (const t of tokens) {
      const isHangul = isHangulWord(t);
      const key = tokenKey(t, isHangul);
      if (isHangul ? offWords.ko.has(key) : offWords.en.has(key)) offMarker = true;
      if (isHangul && strong.ko.has(key)) koStrong = true;
      if (!isContentKey(t, isHangul, key)) continue;
      if (isHangul) {
        hangul = true;
        if (analyzer.koHasConcept(key, intentConcepts)) site += 0.5;
        else if (strong.ko.has(key) || analyzer.koHasConcept(key, strongConcepts)) site += 1;
        else if (siteWords.ko.has(key)) site += 0.5;
        else foreign++;
      } else {
        if (intentWords.has(key)) site += 0.5;
        else if (strong.en.has(key)) site += 1;
        // Known, but only from the out-of-scope examples ("netflix"): a sign of another subject, not of ours.
        else if (offWords.en.has(key)) foreign++;
        else if (siteWords.en.has(key) || vocab.en.has(key)) site += 0.5;
        else foreign++;
      }
    }
    // Korean words are stripped of endings imperfectly, so an unknown Korean word is weaker evidence: Korean
    // requests need a clear majority of foreign words, English ones only a draw (since real English words are no
    // longer repaired into site words, an English word the site never uses is reliable evidence).
    const outweighed = foreign > 0 && (foreign > site || (!hangul && foreign >= site));
    return { koStrong, offMarker, outweighed };
  };

  return {
    size: candidates.length,
    explain(query) {
      const { features } = analyzer.query(query, index);
      const known = encode(features);
      return {
        features,
        bm25: top(softmax(bm25.score(known, new Float64Array(classes.length)), options.bm25Temperature)),
        logreg: top(softmax(model.logits(known, new Float64Array(classes.length)))),
      };
    },
    decide(query) {
      const analysis = analyzer.query(query, index);
      const { features } = analysis;
      const { koStrong, offMarker, outweighed } = wordFacts(analysis.tokens);
      const known = encode(features);
      const pBm = softmax(bm25.score(known, bmScratch), options.bm25Temperature, bmScratch);
      const pLr = softmax(model.logits(known, lrScratch), 1, lrScratch);
      const pContent = softmax(
        contentBm25.score(known, contentScratch),
        options.contentTemperature,
        contentScratch,
      );
      const pProse = softmax(proseModel.logits(known, proseScratch), 1, proseScratch);
      const w = options.bm25Weight;
      const wc = options.contentWeight;
      const wp = options.proseWeight;
      for (let i = 0; i < classes.length; i++)
        fusedScratch[i] =
          w * (pBm[i] ?? 0) +
          wc * (pContent[i] ?? 0) +
          wp * (pProse[i] ?? 0) +
          (1 - w - wc - wp) * (pLr[i] ?? 0);
      adjust(known, analysis.names.length, fusedScratch);
      // The specific-word bonus picks among pages; whether the request is about the site at all is judged on the
      // scores before it (an off-topic request may well use a rare word of one page: "lattice pie crust").
      let bestBeforeBonus = 0;
      for (let i = 0; i < candidates.length; i++)
        bestBeforeBonus = Math.max(bestBeforeBonus, fusedScratch[i] ?? 0);
      let specific = 0;
      // An attribute question about no item in particular ("libraries in Python") wants the list, not the one item
      // whose page happens to use the attribute's value.
      const listQuestion = analysis.names.length !== 1 && anyFact(known, ATTRIBUTE);
      for (let k = 0; k < (listQuestion ? 0 : known.count); k++) {
        const id = known.ids[k] as number;
        const from = specificStart[id] as number;
        const to = specificStart[id + 1] as number;
        if (from === to) continue;
        const weight = known.weights[k] as number;
        specific += weight;
        const bonus = (weight * SPECIFIC_WORD_BONUS) / (to - from);
        for (let p = from; p < to; p++) {
          const i = specificAt[p] as number;
          fusedScratch[i] = (fusedScratch[i] ?? 0) + bonus;
        }
      }
      const offTopicScore = fusedScratch[unknownClass] ?? 0;
      const ranked = topRanked(candidates, fusedScratch, 5);
      const best = ranked[0];
      const domain =
        anyFact(known, STRONG) ||
        (koStrong && features.some((f) => f.startsWith("h:"))) ||
        specific >= SPECIFIC_WORDS_FOR_DOMAIN;
      const topical = anyFact(known, TOPICAL);
      const reason: Decision["reason"] = !domain
        ? "no-domain-words"
        : !best ||
            (offMarker && !topical) ||
            (offTopicScore > bestBeforeBonus && (!topical || offMarker)) ||
            outweighed
          ? "off-topic"
          : best.score < options.threshold
            ? "low-confidence"
            : "ok";
      const recommendations = recommend(reason === "ok" ? ranked : []);
      return {
        destination: reason === "ok" && best ? best.path : "unknown",
        title: reason === "ok" && best ? best.title : null,
        korean: analysis.korean,
        confidence: best?.score ?? 0,
        ranked,
        recommendations,
        reason,
        tokens: analysis.tokens,
      };
    },
  };
}

/**
 * The `count` best candidates by score (`scores[i]` for `candidates[i]`), best first; equal scores keep the
 * candidates' order (what a stable sort of all of them would give). A selection over plain numbers, not a sort
 * of objects: only the handful kept become Ranked objects.
 */
export function topRanked(
  candidates: readonly CandidateSource[],
  scores: ArrayLike<number>,
  count: number,
): Ranked[] {
  const best: number[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const s = scores[i] as number;
    const n = best.length;
    if (n === count && s <= (scores[best[n - 1] as number] as number)) continue;
    // Insert after every kept candidate with a score >= s; when full, the last one drops out.
    let k = n < count ? n : n - 1;
    while (k > 0 && (scores[best[k - 1] as number] as number) < s) {
      best[k] = best[k - 1] as number;
      k--;
    }
    best[k] = i;
  }
  return best.map((i) => {
    const c = candidates[i] as CandidateSource;
    return { path: c.path, title: c.title, section: c.section, score: scores[i] as number };
  });
}

/** 1-3 distinct sections: the destination's own first, then those of the runners-up. */
function recommend(ranked: readonly Ranked[]): SectionId[] {
  const out: SectionId[] = [];
  for (const r of ranked) if (r.section && !out.includes(r.section) && out.length < 3) out.push(r.section);
  for (const s of FALLBACK_SECTIONS)
    if (out.length < (ranked.length ? 1 : 3) && !out.includes(s)) out.push(s);
  return out;
}
