import type { SectionId } from "../../content/sections";
import { isContentKey, tokenKey, type QueryAnalysis } from "./analyzer";
import type { PageSource, Tuning } from "./config";
import type { EncodedFeatures } from "./feature-space";
import { isHangulWord } from "./korean";
import { softmax } from "./logreg";
import { ATTRIBUTE, CONCEPT, DOMAIN, GENERIC, STRONG, TOPICAL, type NavigatorModel } from "./model";
import type { Trace, TraceAdjustment } from "./trace";

export interface Ranked {
  path: string;
  title: string;
  section: SectionId | null;
  score: number;
}

export type DecisionReason = "ok" | "no-domain-words" | "off-topic" | "low-confidence";

export interface Decision {
  /** A path of the site, or "unknown". */
  destination: string;
  title: string | null;
  korean: boolean;
  confidence: number;
  /** Best candidates, best first (also what an LLM provider may choose from). */
  ranked: Ranked[];
  recommendations: SectionId[];
  /** Why the engine said unknown (or "ok"). */
  reason: DecisionReason;
  tokens: string[];
}

const FALLBACK_SECTIONS: SectionId[] = ["research", "devhub", "enterprise"];

/** One request's way through the stages; `trace`, when given, is filled with what each stage saw and did. */
export type Pipeline = (query: string, trace?: Trace) => Decision;

/**
 * The navigator's decision as a short pipeline over a built model:
 *   1. normalize   the analyzer: script, keyboard layout, names, typos -> tokens and features;
 *   2. weigh words what the request's words say about its scope (site words against foreign words);
 *   3. retrieve    BM25 over the pages' documents and over their prose;
 *   4. classify    two logistic regressions (requests and strong fields; the same plus prose);
 *   5. fuse        a weighted sum of the four distributions, then request-level adjustments;
 *   6. decide      the gates (no site words, off-topic, low confidence) and the ranked pages.
 */
export function createPipeline(model: NavigatorModel, tuning: Tuning): Pipeline {
  const { classes, pageCount, facts, space } = model;
  const unknownClass = pageCount;
  // decide() is synchronous and keeps none of these, so one buffer each serves every call. Typed arrays
  // of this size live outside the JS heap: fresh ones per query (malloc, free, and the GC sweeping their
  // backing stores) cost the server more than the arithmetic on them.
  const documentScores = new Float64Array(classes.length);
  const proseScores = new Float64Array(classes.length);
  const classifierScores = new Float64Array(classes.length);
  const proseClassifierScores = new Float64Array(classes.length);
  const fused = new Float64Array(classes.length);
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
      encoded.weights[count] = f.startsWith("h:") ? tuning.bigramWeight : 1;
      count++;
    }
    encoded.count = count;
    return encoded;
  };
  const anyFact = ({ ids, count }: EncodedFeatures, fact: number) => {
    for (let k = 0; k < count; k++) if (((facts[ids[k] as number] as number) & fact) !== 0) return true;
    return false;
  };
  const weigh = weighWords(model);
  const adjust = adjuster(model, tuning);

  return (query, trace) => {
    // 1. normalize
    const analysis = model.analyzer.query(query, model.index);
    const { features } = analysis;
    // 2. weigh words
    const words = weigh(analysis, trace);
    const known = encode(features);
    // 3-4. retrieve and classify
    const t = tuning;
    const pDoc = softmax(
      model.documents.score(known, documentScores),
      t.documents.temperature,
      documentScores,
    );
    const pLr = softmax(model.classifier.logits(known, classifierScores), 1, classifierScores);
    const pProse = softmax(model.prose.score(known, proseScores), t.prose.temperature, proseScores);
    const pProseLr = softmax(
      model.proseClassifier.logits(known, proseClassifierScores),
      1,
      proseClassifierScores,
    );
    // 5. fuse
    const w = t.documents.weight;
    const wc = t.prose.weight;
    const wp = t.proseClassifier.weight;
    for (let i = 0; i < classes.length; i++)
      fused[i] =
        w * (pDoc[i] ?? 0) +
        wc * (pProse[i] ?? 0) +
        wp * (pProseLr[i] ?? 0) +
        (1 - w - wc - wp) * (pLr[i] ?? 0);
    if (trace) {
      trace.normalize = {
        tokens: analysis.tokens,
        names: analysis.names,
        repairs: analysis.repairs,
        features,
        unknownFeatures: features.filter((f) => !space.has(f)),
      };
      trace.scorers = {
        documents: topOf(classes, pDoc),
        prose: topOf(classes, pProse),
        classifier: topOf(classes, pLr),
        proseClassifier: topOf(classes, pProseLr),
      };
      trace.fused = topOf(classes, fused);
      trace.adjustments = [];
    }
    const adjustments = trace?.adjustments;
    adjust(known, analysis.names.length, fused, adjustments);
    // The specific-word bonus picks among pages; whether the request is about the site at all is judged on the
    // scores before it (an off-topic request may well use a rare word of one page: "lattice pie crust").
    let bestBeforeBonus = 0;
    for (let i = 0; i < pageCount; i++) bestBeforeBonus = Math.max(bestBeforeBonus, fused[i] ?? 0);
    const specific = specificWordBonus(model, tuning, known, analysis.names.length, fused, adjustments);
    // 6. decide
    const offTopicScore = fused[unknownClass] ?? 0;
    const ranked = topRanked(model.classes.slice(0, pageCount), fused, 5);
    const best = ranked[0];
    const domain =
      anyFact(known, STRONG) ||
      (words.koStrong && features.some((f) => f.startsWith("h:"))) ||
      specific >= tuning.specificWords.forDomain;
    const topical = anyFact(known, TOPICAL);
    const gates = {
      "no site words": !domain,
      "off-topic marker": words.offMarker && !topical,
      "out-of-scope class": offTopicScore > bestBeforeBonus && (!topical || words.offMarker),
      "foreign words": words.outweighed,
      "low confidence": (best?.score ?? 0) < tuning.threshold,
    };
    const reason: DecisionReason = gates["no site words"]
      ? "no-domain-words"
      : !best || gates["off-topic marker"] || gates["out-of-scope class"] || gates["foreign words"]
        ? "off-topic"
        : gates["low confidence"]
          ? "low-confidence"
          : "ok";
    const answered = reason === "ok" && best !== undefined;
    if (trace) {
      trace.gates = Object.entries(gates).map(([name, fired]) => ({ name, fired }));
      trace.outOfScope = offTopicScore;
      trace.ranked = ranked.map((r) => [r.path, r.score]);
      trace.reason = reason;
    }
    return {
      destination: answered ? best.path : "unknown",
      title: answered ? best.title : null,
      korean: analysis.korean,
      confidence: best?.score ?? 0,
      ranked,
      recommendations: recommend(answered ? ranked : []),
      reason,
      tokens: analysis.tokens,
    };
  };
}

/**
 * What the request's words say about where it belongs, in one pass over them:
 * - `koStrong`: a Korean word is a strong word of the site;
 * - `offMarker`: a word is known only from the out-of-scope requests;
 * - `outweighed`: the request shares a word or two with the site but is about something else ("bitcoin price",
 *   "a chain for my bicycle", "은행 영업시간"): its other words are foreign to everything the site says, and
 *   they outnumber the site's words (strong ones count fully, merely known ones half; a word known only from the
 *   out-of-scope requests is foreign).
 */
function weighWords(model: NavigatorModel) {
  const { analyzer, words } = model;
  const { strong, offTopic, site, known, intent, intentConcepts, strongConcepts } = words;
  return (analysis: QueryAnalysis, trace?: Trace) => {
    let koStrong = false;
    let offMarker = false;
    let foreign = 0;
    let siteCount = 0;
    let hangul = false;
    const foreignWords: string[] | undefined = trace ? [] : undefined;
    for (const t of analysis.tokens) {
      const isHangul = isHangulWord(t);
      const key = tokenKey(t, isHangul);
      if (isHangul ? offTopic.ko.has(key) : offTopic.en.has(key)) offMarker = true;
      if (isHangul && strong.ko.has(key)) koStrong = true;
      if (!isContentKey(t, isHangul, key)) continue;
      let isForeign = false;
      if (isHangul) {
        hangul = true;
        if (analyzer.koHasConcept(key, intentConcepts)) siteCount += 0.5;
        else if (strong.ko.has(key) || analyzer.koHasConcept(key, strongConcepts)) siteCount += 1;
        else if (site.ko.has(key)) siteCount += 0.5;
        else isForeign = true;
      } else {
        if (intent.has(key)) siteCount += 0.5;
        else if (strong.en.has(key)) siteCount += 1;
        // Known, but only from the out-of-scope requests ("netflix"): a sign of another subject, not of ours.
        else if (offTopic.en.has(key)) isForeign = true;
        else if (site.en.has(key) || known.en.has(key)) siteCount += 0.5;
        else isForeign = true;
      }
      if (isForeign) {
        foreign++;
        foreignWords?.push(t);
      }
    }
    // Korean words are stripped of endings imperfectly, so an unknown Korean word is weaker evidence: Korean
    // requests need a clear majority of foreign words, English ones only a draw (a real English word is never
    // repaired into a site word, so an English word the site never uses is reliable evidence).
    const outweighed = foreign > 0 && (foreign > siteCount || (!hangul && foreign >= siteCount));
    if (trace)
      trace.words = { site: siteCount, foreign, foreignWords: foreignWords ?? [], offMarker, koStrong };
    return { koStrong, offMarker, outweighed };
  };
}

/**
 * Request-level adjustments of the fused scores: the page whose title names an intent of the request, a topic's
 * own page, the lists of an attribute asked about, and a page about another application domain than the request's.
 */
function adjuster(model: NavigatorModel, tuning: Tuning) {
  const { facts, intentHome, topicHome, attributeOf, pageDomains, classes } = model;
  const note = (log: TraceAdjustment[] | undefined, rule: string, page: number, change: string) =>
    log?.push({ rule, path: classes[page]?.path ?? "", change });
  return (
    { ids, count }: EncodedFeatures,
    namedItems: number,
    scores: Float64Array,
    log?: TraceAdjustment[],
  ) => {
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
        scores[home] = (scores[home] ?? 0) + tuning.intentHomeBonus;
        note(log, "intent home", home, `+${tuning.intentHomeBonus}`);
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
        if (home >= 0) {
          scores[home] = (scores[home] ?? 0) + tuning.topicHomeBonus;
          note(log, "topic home", home, `+${tuning.topicHomeBonus}`);
        }
      }
    }
    if (namedItems !== 1) {
      for (let k = 0; k < count; k++) {
        for (const i of attributeOf.get(ids[k] as number) ?? []) {
          scores[i] = (scores[i] ?? 0) + tuning.attributeBonus;
          note(log, "attribute list", i, `+${tuning.attributeBonus}`);
        }
      }
    }
    if (domains.length === 0) return;
    pageDomains.forEach((own, i) => {
      if (own.size > 0 && !domains.some((d) => own.has(d))) {
        scores[i] = (scores[i] ?? 0) * tuning.domainMismatch;
        note(log, "other domain", i, `x${tuning.domainMismatch}`);
      }
    });
  };
}

/**
 * Adds each specific word's bonus, shared among the pages that use it, and returns how many specific words (a
 * Korean bigram counting its weight) the request used. An attribute question about no item in particular
 * ("libraries in Python") wants the list, not the one item whose page happens to use the attribute's value.
 */
function specificWordBonus(
  model: NavigatorModel,
  tuning: Tuning,
  known: EncodedFeatures,
  namedItems: number,
  scores: Float64Array,
  log?: TraceAdjustment[],
): number {
  const { specificStart, specificAt, facts } = model;
  let listQuestion = false;
  if (namedItems !== 1) {
    for (let k = 0; k < known.count; k++)
      if (((facts[known.ids[k] as number] as number) & ATTRIBUTE) !== 0) listQuestion = true;
  }
  if (listQuestion) return 0;
  let specific = 0;
  for (let k = 0; k < known.count; k++) {
    const id = known.ids[k] as number;
    const from = specificStart[id] as number;
    const to = specificStart[id + 1] as number;
    if (from === to) continue;
    const weight = known.weights[k] as number;
    specific += weight;
    const bonus = (weight * tuning.specificWords.bonus) / (to - from);
    for (let p = from; p < to; p++) {
      const i = specificAt[p] as number;
      scores[i] = (scores[i] ?? 0) + bonus;
      if (log)
        log.push({
          rule: "specific word",
          path: model.classes[i]?.path ?? "",
          change: `+${bonus.toFixed(3)}`,
        });
    }
  }
  return specific;
}

const topOf = (classes: readonly PageSource[], scores: ArrayLike<number>, count = 5): [string, number][] =>
  topRanked(classes, scores, count).map((r) => [r.path, r.score]);

/**
 * The `count` best pages by score (`scores[i]` for `pages[i]`), best first; equal scores keep the pages' order
 * (what a stable sort of all of them would give). A selection over plain numbers, not a sort of objects: only the
 * handful kept become Ranked objects.
 */
export function topRanked(pages: readonly PageSource[], scores: ArrayLike<number>, count: number): Ranked[] {
  const best: number[] = [];
  for (let i = 0; i < pages.length; i++) {
    const s = scores[i] as number;
    const n = best.length;
    if (n === count && s <= (scores[best[n - 1] as number] as number)) continue;
    // Insert after every kept page with a score >= s; when full, the last one drops out.
    let k = n < count ? n : n - 1;
    while (k > 0 && (scores[best[k - 1] as number] as number) < s) {
      best[k] = best[k - 1] as number;
      k--;
    }
    best[k] = i;
  }
  return best.map((i) => {
    const c = pages[i] as PageSource;
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
