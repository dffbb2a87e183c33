import type { EnglishLexicon } from "./wordnet";
import { domainConcepts, topicConcepts, weakConcepts, type Concept } from "../../content/navigator/lexicon";
import type { SectionId } from "../../content/sections";
import { buildVocabIndex, createAnalyzer, isContentToken, type Vocabulary } from "./analyzer";
import { buildBm25 } from "./bm25";
import { createNameMatcher } from "./names";
import { isHangulWord, stripKorean } from "./korean";
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
  const bm25 = buildBm25(docs);
  const contentBm25 = buildBm25(contentDocs);

  const examples: TrainingExample[] = [...topicExamples];
  classes.forEach((c, label) => {
    for (const text of [...c.phrases, ...c.fields.filter((f) => f.weight >= 2).map((f) => f.text)]) {
      examples.push({ features: docFeatures(text), label });
    }
  });
  const model = trainLogReg(examples, classes.length, { epochs: 12, rate: 1 });
  // A second classifier learns each page's prose sentences (and its phrases, so the two agree on intent words):
  // it generalises to needs described in the pages' own words, at a weight that leaves the curated model in charge.
  const proseExamples: TrainingExample[] = [...examples];
  classes.forEach((c, label) => {
    for (const text of c.content ?? []) {
      const f = docFeatures(text);
      if (f.length >= 3) proseExamples.push({ features: f, label });
    }
  });
  const proseModel = trainLogReg(proseExamples, classes.length, { epochs: 12, rate: 1 });

  const isStrong = (feature: string) => {
    if (feature.startsWith("c:")) return !weakConcepts.has(feature.slice(2));
    const word = feature.slice(2);
    return feature.startsWith("w:") ? strong.en.has(word) : false;
  };

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
  /**
   * Request-level adjustments of the fused scores: an attribute question without one named item goes to the list
   * that shows the attribute; a page about another domain than the request's loses most of its score.
   */
  const adjust = (features: readonly string[], namedItems: number, scores: Float64Array) => {
    // The page whose title alone names an intent of the request ("docs", "papers", "roadmap") outranks the topic's
    // own page; with no such intent, a topic asked about with only generic words ("HE research") goes home.
    let intent = false;
    for (const f of features) {
      const home = intentHomes.get(f);
      if (home === undefined) continue;
      scores[home] = (scores[home] ?? 0) + HOME_BONUS;
      intent = true;
    }
    if (
      !intent &&
      features.some((f) => GENERIC_CONCEPTS.has(f)) &&
      features.every((f) => !f.startsWith("c:") || GENERIC_CONCEPTS.has(f) || topicHomes.has(f))
    ) {
      for (const f of features) {
        const home = topicHomes.get(f);
        if (home !== undefined) scores[home] = (scores[home] ?? 0) + TOPIC_HOME_BONUS;
      }
    }
    if (namedItems !== 1) {
      for (const f of features) {
        for (const i of attributeClasses.get(f) ?? []) scores[i] = (scores[i] ?? 0) + ATTRIBUTE_BONUS;
      }
    }
    const domains = features.filter((f) => f.startsWith("c:") && domainConcepts.has(f.slice(2)));
    if (domains.length === 0) return;
    pageDomains.forEach((own, i) => {
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
   * A request that shares a word or two with the site but is about something else ("bitcoin price", "a chain for
   * my bicycle", "은행 영업시간"): its other words are foreign to everything the site says, and they outnumber
   * the site's words (strong ones count fully, merely known ones half).
   */
  const outweighedByForeignWords = (tokens: readonly string[]) => {
    let foreign = 0;
    let site = 0;
    let hangul = false;
    for (const t of tokens) {
      if (!isContentToken(t)) continue;
      if (isHangulWord(t)) {
        hangul = true;
        const core = stripKorean(t);
        if (analyzer.koHasConcept(core, intentConcepts)) site += 0.5;
        else if (strong.ko.has(core) || analyzer.koHasConcept(core, strongConcepts)) site += 1;
        else if (siteWords.ko.has(core)) site += 0.5;
        else foreign++;
      } else {
        const s = stem(t);
        if (intentWords.has(s)) site += 0.5;
        else if (strong.en.has(s)) site += 1;
        else if (siteWords.en.has(s) || vocab.en.has(s)) site += 0.5;
        else foreign++;
      }
    }
    if (foreign === 0) return false;
    // Korean words are stripped of endings imperfectly, so an unknown Korean word is weaker evidence: Korean
    // requests need a clear majority of foreign words, English ones only a draw (since real English words are no
    // longer repaired into site words, an English word the site never uses is reliable evidence).
    return foreign > site || (!hangul && foreign >= site);
  };

  return {
    size: candidates.length,
    explain(query) {
      const { features } = analyzer.query(query, index);
      return {
        features,
        bm25: top(softmax(bm25.score(features, featureWeight), options.bm25Temperature)),
        logreg: top(softmax(model.logits(features))),
      };
    },
    decide(query) {
      const analysis = analyzer.query(query, index);
      const { features } = analysis;
      const koStrong = analysis.tokens.some((t) => isHangulWord(t) && strong.ko.has(stripKorean(t)));
      const pBm = softmax(bm25.score(features, featureWeight, bmScratch), options.bm25Temperature, bmScratch);
      const pLr = softmax(model.logits(features, lrScratch), 1, lrScratch);
      const pContent = softmax(
        contentBm25.score(features, featureWeight, contentScratch),
        options.contentTemperature,
        contentScratch,
      );
      const pProse = softmax(proseModel.logits(features, proseScratch), 1, proseScratch);
      const w = options.bm25Weight;
      const wc = options.contentWeight;
      const wp = options.proseWeight;
      for (let i = 0; i < classes.length; i++)
        fusedScratch[i] =
          w * (pBm[i] ?? 0) +
          wc * (pContent[i] ?? 0) +
          wp * (pProse[i] ?? 0) +
          (1 - w - wc - wp) * (pLr[i] ?? 0);
      adjust(features, analysis.names.length, fusedScratch);
      // The specific-word bonus picks among pages; whether the request is about the site at all is judged on the
      // scores before it (an off-topic request may well use a rare word of one page: "lattice pie crust").
      let bestBeforeBonus = 0;
      for (let i = 0; i < candidates.length; i++)
        bestBeforeBonus = Math.max(bestBeforeBonus, fusedScratch[i] ?? 0);
      let specific = 0;
      // An attribute question about no item in particular ("libraries in Python") wants the list, not the one item
      // whose page happens to use the attribute's value.
      const listQuestion = analysis.names.length !== 1 && features.some((f) => attributeClasses.has(f));
      for (const f of listQuestion ? [] : features) {
        const pages = specificPages.get(f);
        if (!pages) continue;
        specific += featureWeight(f);
        const bonus = (featureWeight(f) * SPECIFIC_WORD_BONUS) / pages.length;
        for (const i of pages) fusedScratch[i] = (fusedScratch[i] ?? 0) + bonus;
      }
      const offTopicScore = fusedScratch[unknownClass] ?? 0;
      const ranked = topRanked(candidates, fusedScratch, 5);
      const best = ranked[0];
      const domain =
        features.some(isStrong) ||
        (koStrong && features.some((f) => f.startsWith("h:"))) ||
        specific >= SPECIFIC_WORDS_FOR_DOMAIN;
      const topical = features.some((f) => topicConcepts.has(f.slice(2)));
      const offMarker = analysis.tokens.some((t) =>
        isHangulWord(t) ? offWords.ko.has(stripKorean(t)) : offWords.en.has(stem(t)),
      );
      const reason: Decision["reason"] = !domain
        ? "no-domain-words"
        : !best ||
            (offMarker && !topical) ||
            (offTopicScore > bestBeforeBonus && (!topical || offMarker)) ||
            outweighedByForeignWords(analysis.tokens)
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
