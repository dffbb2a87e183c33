import type { Locale } from "../../content/locales";
import type { SectionId } from "../../content/sections";
import { COMPANY_FEATURE, tokenKey, WHOLE_PREFIX, type QueryAnalysis } from "./analyzer";
import { compileBoostedTrees, explainBoostedTrees } from "./boosted-trees";
import type { PageSource, Tuning } from "./config";
import type { EncodedFeatures } from "./feature-space";
import { isHangulWord } from "./korean";
import { softmax } from "./logreg";
import { pageUses, type NavigatorModel } from "./model";
import { probability, SCORER_NAMES, type Calibration, type ScorerName, type Signals } from "./signals";
import type { Trace } from "./trace";

export interface Ranked {
  path: string;
  title: string;
  section: SectionId | null;
  score: number;
}

/** "page": the best page is the answer (confident or not); "out-of-scope": the site does not serve the request. */
export type DecisionReason = "page" | "out-of-scope";

export interface Decision {
  /** A path of the site, or "unknown". */
  destination: string;
  title: string | null;
  /** True when the request is in Korean: the answer is written in Korean. */
  korean: boolean;
  /**
   * The edition of the site the request names ("privacy policy in korean", "영문 사이트"), when it names one: its
   * page is answered in that edition, and in that edition's language.
   */
  edition: Locale | null;
  /** P(the destination is right), calibrated on the labelled sets; for `unknown`, P(the request is out of scope). */
  confidence: number;
  /** True when the visitor can be taken to the destination without being asked. */
  confident: boolean;
  /**
   * Other pages the visitor may have meant (best first, at most three): an unsure answer's choices, a confident
   * answer's way out, the closest pages of an `unknown` that is not clearly out of scope.
   */
  alternatives: Ranked[];
  /**
   * The best pages, best first: by fused probability, except that an item's acting page comes before the other page
   * of its item when that one led (actingFirst).
   */
  ranked: Ranked[];
  recommendations: SectionId[];
  reason: DecisionReason;
  tokens: string[];
  signals: Signals;
}

const FALLBACK_SECTIONS: SectionId[] = ["research", "devhub", "enterprise"];
/** Keeps a zero probability finite under the logarithm of the fusion. */
const FLOOR = 1e-6;
const MAX_ALTERNATIVES = 3;

/** One request's way through the stages; `trace`, when given, is filled with what each stage saw and did. */
export type Pipeline = (query: string, trace?: Trace) => Decision;

/**
 * The navigator's decision as a short pipeline over a built model:
 *   1. normalize  the analyzer: script, keyboard layout, names, typos -> tokens and features;
 *   2. weigh      the request's words: the site's, foreign to it, or known only from out-of-scope requests;
 *   3. retrieve   BM25F over the pages' fielded documents, and the nearest visitor requests;
 *   4. classify   a logistic regression over the same features;
 *   5. fuse       a weighted product of the scorers' distributions (exponents fitted on the labelled sets), its
 *                 pages re-weighed by what the request's framing says of the kind of page it wants (fitted too);
 *   6. decide     two calibrated models over the decision's signals: out of scope (logistic), and whether the
 *                 best page is right (boosted trees); the answer is `unknown`, a confident page, or a page offered
 *                 with alternatives.
 */
export function createPipeline(model: NavigatorModel, tuning: Tuning): Pipeline {
  const { classes, pageCount, space } = model;
  const { outOfScope: scopeModel } = tuning.calibration;
  const correctModel = compileBoostedTrees(tuning.calibration.correct);
  const score = createScorers(model, tuning);
  const fused = new Float64Array(classes.length);
  const framingScratch = new Float64Array(pageCount);
  const pages = classes.slice(0, pageCount);
  const framing = compileFraming(tuning.calibration.framing, pages);
  /** The twin of the page at `path` (the other page of its item), with its fused probability. */
  const twinOf = (path: string): Ranked | undefined => {
    const i = model.twins.get(path);
    return i === undefined ? undefined : rankedOf(pages[i] as PageSource, fused[i] as number);
  };

  return (query, trace) => {
    // 1-4. normalize, weigh, retrieve, classify
    const scored = score(query);
    const { analysis, words } = scored;
    // 5. fuse, and frame
    fuse(tuning.calibration.fusion, scored.distributions, fused);
    const unframed = trace ? topOf(classes, fused) : undefined;
    frame(framing, scored.framing, pageCount, fused, framingScratch);
    // 6. decide
    const byScore = topRanked(pages, fused, 5);
    const signals = signalsOf(scored, fused, byScore, model);
    const ranked = actingFirst(byScore, model.answeredBy, pages, fused);
    const best = ranked[0];
    const pOutOfScope = best ? probability(scopeModel, signals) : 1;
    const pCorrect = correctModel(signals);
    const inScope = pOutOfScope < tuning.outOfScopeAt && best !== undefined;
    const confident = inScope && pCorrect >= tuning.calibration.confidentAt;
    // In scope: the runners-up that are not far behind, for an unsure answer as its choices, and for a confident
    // one as a way out beside it (about one confident answer in fifty is wrong; their right page is most often
    // among these). Out of scope: the closest pages, only when the request was not clearly out of scope.
    const offer = inScope || pOutOfScope < tuning.offerPagesBelow;
    const alternatives = offer
      ? withTwin(
          ranked
            .slice(inScope ? 1 : 0)
            .filter((r) => r.score >= tuning.alternativeFloor)
            .slice(0, MAX_ALTERNATIVES),
          inScope ? twinOf(best.path) : undefined,
        )
      : [];
    // A page asked for in an edition ("privacy policy in korean") is answered in it; an errand names none.
    const edition = inScope ? scored.edition : null;
    if (trace) {
      trace.normalize = {
        tokens: analysis.tokens,
        names: analysis.names,
        repairs: analysis.repairs,
        features: analysis.features,
        // The whole request as one feature is unknown unless it is a page's name: not worth a line each time.
        unknownFeatures: analysis.features.filter((f) => !space.has(f) && !f.startsWith(WHOLE_PREFIX)),
      };
      trace.words = words.trace;
      trace.scorers = Object.fromEntries(
        SCORER_NAMES.map((name) => [name, topOf(classes, scored.distributions[name])]),
      );
      trace.scope = {
        outOfScope: scored.scopeOutOfScope,
        functionWords: model.analyzer.functionWords(scored.text).map((f) => f.slice(2)),
      };
      trace.unframed = unframed;
      trace.framing = scored.framing.filter((f) => framing.has(f));
      trace.fused = topOf(classes, fused);
      trace.signals = signals;
      trace.decision = {
        outOfScope: pOutOfScope,
        correct: pCorrect,
        confident,
        edition,
        actingFor: inScope && best.path !== byScore[0]?.path ? (byScore[0]?.path ?? null) : null,
        correctBy: explainBoostedTrees(tuning.calibration.correct, signals),
      };
    }
    return {
      destination: inScope ? best.path : "unknown",
      title: inScope ? best.title : null,
      korean: scored.korean,
      edition,
      confidence: inScope ? pCorrect : pOutOfScope,
      confident,
      alternatives,
      ranked,
      recommendations: recommend(inScope ? ranked : []),
      reason: inScope ? "page" : "out-of-scope",
      tokens: analysis.tokens,
      signals,
    };
  };
}

/** What stages 1-4 make of a request: its analysis, its words, and each scorer's distribution over the classes. */
export interface Scored {
  analysis: QueryAnalysis;
  words: ReturnType<ReturnType<typeof weighWords>>;
  distributions: Record<ScorerName, Float64Array>;
  /** The scope model's P(out of scope). */
  scopeOutOfScope: number;
  /** What stage 5 reads of how the request is framed: its lexicon concepts, its function words, and `bias`. */
  framing: string[];
  /** The page the whole request names word for word, when exactly one page has that name; otherwise -1. */
  exactName: number;
  /**
   * How much of the request the visitor request holding most of it holds (the idf of the features they share over
   * the idf of all of the request's, 0 to 1).
   */
  nearestCover: number;
  /** The edition the request names, if any (edition.ts): its page is answered in that edition. */
  edition: Locale | null;
  /** What was scored: the request without the words that name an edition, when anything else is left. */
  text: string;
  /**
   * Whether the request is Korean: what was scored is (Hangul, or Korean typed on the English layout), or the
   * request as typed has Hangul ("weather 영문으로" is typed by a Korean reader, whatever is left of it).
   */
  korean: boolean;
}

/**
 * Stages 1-4 for one request. The distributions live in buffers reused by the next call (decide() is synchronous
 * and keeps none of them: typed arrays live outside the JS heap, and fresh ones per request cost the server more
 * than the arithmetic on them); a caller that keeps them copies them.
 */
export function createScorers(model: NavigatorModel, tuning: Tuning): (query: string) => Scored {
  const { classes, space } = model;
  const distributions = Object.fromEntries(
    SCORER_NAMES.map((name) => [name, new Float64Array(classes.length)]),
  ) as Record<ScorerName, Float64Array<ArrayBuffer>>;
  const { retrieval, names, neighbours, classifier } = distributions;
  const requestScores = new Float64Array(model.neighbours.labels.length);
  const requestHeld = new Float64Array(model.neighbours.labels.length);
  const touchedRequests = new Int32Array(model.neighbours.labels.length);
  const encoded: EncodedFeatures = { ids: new Int32Array(64), weights: new Float64Array(64), count: 0 };
  const weigh = weighWords(model);
  const scope = new Float64Array(2);

  /** The query's features that the space knows, in order (the others score nothing anywhere). */
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

  return (query) => {
    // The words that name an edition say where the page is wanted, not which page: the rest is scored.
    const { edition, content } = model.edition(query);
    let text = content;
    let analysis = model.analyzer.query(text, model.index);
    // Nothing of substance left ("korean version please"): the request as typed, which the home page learns.
    if (text !== query && !hasContentWord(model, analysis)) {
      text = query;
      analysis = model.analyzer.query(text, model.index);
    }
    const words = weigh(analysis);
    const known = encode(analysis.features);
    softmax(model.retrieval.score(known, retrieval), 1, retrieval);
    softmax(model.names.score(known, names), 1, names);
    const nearestCover = nearest(
      model,
      tuning.neighbours.k,
      known,
      { scores: requestScores, held: requestHeld, touched: touchedRequests },
      neighbours,
    );
    softmax(model.classifier.logits(known, classifier), 1, classifier);
    // Last: it encodes into the buffer the scorers above have finished with.
    const functionWords = model.analyzer.functionWords(text);
    const withFunctionWords = encode([...analysis.features, ...functionWords]);
    softmax(model.scope.logits(withFunctionWords, scope), 1, scope);
    const framing = [...analysis.features.filter((f) => f.startsWith("c:")), ...functionWords, FRAMING_BIAS];
    const whole = analysis.features.find((f) => f.startsWith(WHOLE_PREFIX));
    const exactName = whole === undefined ? -1 : (model.exactNames.get(whole) ?? -1);
    return {
      analysis,
      words,
      distributions,
      scopeOutOfScope: scope[1] as number,
      framing,
      exactName,
      nearestCover,
      edition,
      text,
      korean: analysis.korean || (text !== query && /[\uac00-\ud7a3]/.test(query)),
    };
  };
}

/** The framing feature every request has: a kind's weight for it is that kind's prior. */
export const FRAMING_BIAS = "bias";

/** A page kind's framing weights, compiled per feature into one log-weight per page (pages of other kinds: 0). */
export type CompiledFraming = ReadonlyMap<string, Float64Array>;

export function compileFraming(
  framing: Calibration["framing"],
  pages: readonly Pick<PageSource, "kind">[],
): CompiledFraming {
  const out = new Map<string, Float64Array>();
  pages.forEach((page, i) => {
    for (const [feature, weight] of Object.entries(framing[page.kind] ?? {})) {
      let row = out.get(feature);
      if (!row) out.set(feature, (row = new Float64Array(pages.length)));
      row[i] = weight;
    }
  });
  return out;
}

/**
 * Stage 5, second half: the pages' fused probabilities re-weighed by what the request's framing says of the kind of
 * page it wants ("our bank", "뭐야", "github" favour an enterprise offer, an explanation, a project page), in
 * place. The scorers see which pages are about the request's subject; they add up its words one by one, so they
 * cannot say that a bank asking about quantum safety wants the enterprise offer rather than the research page.
 * The out-of-scope class keeps its probability: the pages share the rest as before, re-weighed.
 */
export function frame(
  compiled: CompiledFraming,
  framing: readonly string[],
  pageCount: number,
  fused: Float64Array,
  scratch: Float64Array,
): Float64Array {
  scratch.fill(0);
  let any = false;
  for (const feature of framing) {
    const row = compiled.get(feature);
    if (!row) continue;
    any = true;
    for (let i = 0; i < pageCount; i++) scratch[i] = (scratch[i] as number) + (row[i] as number);
  }
  if (!any) return fused;
  let before = 0;
  let after = 0;
  for (let i = 0; i < pageCount; i++) {
    const p = fused[i] as number;
    before += p;
    const q = p * Math.exp(scratch[i] as number);
    fused[i] = q;
    after += q;
  }
  if (after > 0) for (let i = 0; i < pageCount; i++) fused[i] = ((fused[i] as number) * before) / after;
  return fused;
}

/** Stage 5: the scorers' log-probabilities, weighted by the fitted exponents and normalised, into `out`. */
export function fuse(
  weights: Readonly<Record<ScorerName, number>>,
  distributions: Readonly<Record<ScorerName, ArrayLike<number>>>,
  out: Float64Array,
): Float64Array {
  out.fill(0);
  for (const name of SCORER_NAMES) {
    const w = weights[name];
    if (w === 0) continue;
    const p = distributions[name];
    // Most pages share one probability in a scorer's distribution (the pages it did not score at all), often one
    // after the other: its logarithm is taken once per run of equal values, not once per page.
    let last = NaN;
    let lastLog = 0;
    for (let i = 0; i < out.length; i++) {
      const v = FLOOR + (p[i] as number);
      if (v !== last) {
        last = v;
        lastLog = Math.log(v);
      }
      out[i] = (out[i] as number) + w * lastLog;
    }
  }
  let max = -Infinity;
  for (let i = 0; i < out.length; i++) if ((out[i] as number) > max) max = out[i] as number;
  let total = 0;
  for (let i = 0; i < out.length; i++) {
    const e = Math.exp((out[i] as number) - max);
    out[i] = e;
    total += e;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / total;
  return out;
}

/** Stage 6's inputs: the signals of a fused decision (the out-of-scope class is the one after the pages). */
export function signalsOf(
  scored: Scored,
  fused: ArrayLike<number>,
  ranked: readonly Ranked[],
  model: Pick<NavigatorModel, "pageCount" | "pageWords" | "classes">,
): Signals {
  const { pageCount, pageWords, classes } = model;
  const { analysis, words } = scored;
  const { retrieval, neighbours, classifier } = scored.distributions;
  const best = ranked[0]?.score ?? 0;
  let bestIndex = 0;
  for (let i = 1; i < pageCount; i++) if ((fused[i] as number) > (fused[bestIndex] as number)) bestIndex = i;
  let votes = 0;
  for (const name of SCORER_NAMES) if (argmax(scored.distributions[name], pageCount) === bestIndex) votes++;
  let unexplained = 0;
  for (const { key, hangul } of words.content)
    if (!pageUses(pageWords, key, hangul, bestIndex)) unexplained++;
  return {
    logBest: Math.log(FLOOR + best),
    logMargin: Math.log(FLOOR + best) - Math.log(FLOOR + runnerUp(fused, bestIndex, classes, pageCount)),
    logOutOfScope: Math.log(FLOOR + (fused[pageCount] as number)),
    logClassifierOutOfScope: Math.log(FLOOR + (classifier[pageCount] as number)),
    logRetrievalOutOfScope: Math.log(FLOOR + (retrieval[pageCount] as number)),
    logScopeOutOfScope: Math.log(FLOOR + scored.scopeOutOfScope),
    neighboursOutOfScope: neighbours[pageCount] as number,
    agree: argmax(classifier, pageCount) === argmax(retrieval, pageCount) ? 1 : 0,
    votes,
    logRetrievalBest: Math.log(FLOOR + (retrieval[bestIndex] as number)),
    logNeighboursBest: Math.log(FLOOR + (neighbours[bestIndex] as number)),
    logClassifierBest: Math.log(FLOOR + (classifier[bestIndex] as number)),
    siteWords: Math.min(words.site, 4),
    foreignWords: Math.min(words.foreign, 4),
    offTopicWords: Math.min(words.offTopic, 3),
    strong: words.strong || analysis.names.length > 0 ? 1 : 0,
    named: analysis.names.length > 0 ? 1 : 0,
    korean: analysis.korean ? 1 : 0,
    unexplainedWords: Math.min(unexplained, 4),
    contentWords: Math.min(words.site + words.foreign + words.offTopic, 8),
    repairs: Math.min(analysis.repairs.length, 3),
    exactName: scored.exactName === bestIndex ? 1 : 0,
    nearestCover: scored.nearestCover,
  };
}

/** Whether any of the analysed request's words is a content word. */
function hasContentWord(model: NavigatorModel, analysis: QueryAnalysis): boolean {
  return analysis.tokens.some((t) => {
    const hangul = isHangulWord(t);
    return model.analyzer.isContent(t, hangul, tokenKey(t, hangul));
  });
}

/**
 * What the request's words say about where it belongs, in one pass over them: how many are the site's (a strong
 * word, a name or a lexicon term counts 1, any other word of the pages 0.5), how many are foreign to everything
 * the site says, and how many are known only from the out-of-scope requests ("netflix", "날씨").
 */
function weighWords(model: NavigatorModel) {
  const { analyzer, words } = model;
  const { strong, offTopic, site, strongConcepts } = words;
  return (analysis: QueryAnalysis) => {
    let siteCount = 0;
    let foreign = 0;
    let offTopicCount = 0;
    let anyStrong = false;
    const foreignWords: string[] = [];
    const content: { key: string; hangul: boolean }[] = [];
    for (const t of analysis.tokens) {
      const hangul = isHangulWord(t);
      const key = tokenKey(t, hangul);
      if (!analyzer.isContent(t, hangul, key)) continue;
      content.push({ key, hangul });
      const vocabulary = hangul ? "ko" : "en";
      if (strong[vocabulary].has(key) || (hangul && analyzer.koHasConcept(key, strongConcepts))) {
        siteCount += 1;
        anyStrong = true;
      } else if (site[vocabulary].has(key)) siteCount += 0.5;
      else if (offTopic[vocabulary].has(key)) offTopicCount++;
      else {
        foreign++;
        foreignWords.push(t);
      }
    }
    // The company named alone is the site's subject; a lexicon concept found across words ("post quantum") is
    // strong evidence too.
    if (analysis.features.includes(COMPANY_FEATURE)) {
      siteCount += 1;
      anyStrong = true;
    }
    if (!anyStrong)
      anyStrong = analysis.features.some((f) => f.startsWith("c:") && strongConcepts.has(f.slice(2)));
    return {
      site: siteCount,
      foreign,
      offTopic: offTopicCount,
      strong: anyStrong,
      content,
      trace: { site: siteCount, foreign, foreignWords, offTopic: offTopicCount, strong: anyStrong },
    };
  };
}

/**
 * The classes of the k requests most like the query: each class's share of their BM25 scores, softened by an
 * exponential so that the closest requests count most, written into `out`. Returns how much of the query the
 * request holding most of it holds (Scored.nearestCover). The scratch's `scores` and `held` hold 0 in every slot on
 * entry and again on return; `touched` has a slot per request.
 */
function nearest(
  model: NavigatorModel,
  k: number,
  known: EncodedFeatures,
  scratch: { scores: Float64Array; held: Float64Array; touched: Int32Array },
  out: Float64Array,
): number {
  const { scores: requestScores, held, touched } = scratch;
  const count = model.neighbours.index.scoreTouched(known, requestScores, touched, held);
  const { labels } = model.neighbours;
  out.fill(0);
  // The k best by score, equal scores in request order (the touched requests come in no particular order).
  const best: number[] = [];
  for (let t = 0; t < count; t++) {
    const i = touched[t] as number;
    const s = requestScores[i] as number;
    if (s <= 0) continue;
    if (best.length === k) {
      const last = best[k - 1] as number;
      const lastScore = requestScores[last] as number;
      if (s < lastScore || (s === lastScore && i > last)) continue;
    }
    let at = best.length < k ? best.length : k - 1;
    while (at > 0) {
      const before = best[at - 1] as number;
      const beforeScore = requestScores[before] as number;
      if (beforeScore > s || (beforeScore === s && before < i)) break;
      best[at] = before;
      at--;
    }
    best[at] = i;
  }
  if (best.length === 0) {
    // Nothing alike: no opinion, an even distribution.
    out.fill(1 / out.length);
  } else {
    const top = requestScores[best[0] as number] as number;
    let total = 0;
    for (const i of best) {
      const v = Math.exp((requestScores[i] as number) - top);
      const label = labels[i] as number;
      out[label] = (out[label] as number) + v;
      total += v;
    }
    for (let c = 0; c < out.length; c++) out[c] = (out[c] as number) / total;
  }
  // The request most alike in the features both hold against those either holds (a weighted Jaccard similarity):
  // a long story holds many of any request's words, and would make every request look familiar.
  const all = model.neighbours.index.idfOf(known);
  const { documentIdf } = model.neighbours.index;
  let closest = 0;
  for (let t = 0; t < count; t++) {
    const i = touched[t] as number;
    requestScores[i] = 0;
    const both = held[i] as number;
    const either = all + (documentIdf[i] as number) - both;
    if (either > 0 && both / either > closest) closest = both / either;
    held[i] = 0;
  }
  return closest;
}

/**
 * The best page's runner-up for the margin: the most probable page that does not show the same item. A product's
 * platform and solution pages (a project's two pages) split a request for it between them, and either answers it.
 */
function runnerUp(
  fused: ArrayLike<number>,
  bestIndex: number,
  classes: readonly PageSource[],
  pageCount: number,
): number {
  const item = classes[bestIndex]?.item;
  let second = 0;
  for (let i = 0; i < pageCount; i++) {
    if (i === bestIndex || (item !== undefined && classes[i]?.item === item)) continue;
    if ((fused[i] as number) > second) second = fused[i] as number;
  }
  return second;
}

const argmax = (p: ArrayLike<number>, count: number) => {
  let best = 0;
  for (let i = 1; i < count; i++) if ((p[i] as number) > (p[best] as number)) best = i;
  return best;
};

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
  return best.map((i) => rankedOf(pages[i] as PageSource, scores[i] as number));
}

const rankedOf = (page: PageSource, score: number): Ranked => ({
  path: page.path,
  title: page.title,
  section: page.section,
  score,
});

/**
 * The ranking with the page where a visitor acts on the best page's item first: a product's catalogue entry that
 * leads is answered with its platform page, a project's ecosystem overview with its developer page, and the page
 * that led comes second (the first of the choices or the way out). Both pages answer most requests for an item; the
 * acting page is where the visitor can do something about the need (try it, ask for it, install it), and blind
 * authors who listed one page of a product listed it more often. The signals are measured before this: they weigh
 * the evidence for the item, which does not change.
 */
export function actingFirst(
  ranked: readonly Ranked[],
  answeredBy: ReadonlyMap<string, number>,
  pages: readonly PageSource[],
  scores: ArrayLike<number>,
): Ranked[] {
  const best = ranked[0];
  const acting = best === undefined ? undefined : answeredBy.get(best.path);
  if (best === undefined || acting === undefined) return [...ranked];
  const page = pages[acting] as PageSource;
  return [rankedOf(page, scores[acting] as number), ...ranked.filter((r) => r.path !== page.path)].slice(
    0,
    ranked.length,
  );
}

/**
 * The alternatives with the answer's twin among them: the other page of the same item (a product's platform and
 * solution pages, a project's two pages) is the page most often meant instead of the answer (on the blind sets,
 * about half of the confident answers that were not the page wanted were its twin). It is kept where its score
 * puts it when the runners-up hold it; otherwise it takes the last place, however low its score.
 */
function withTwin(alternatives: Ranked[], twin: Ranked | undefined): Ranked[] {
  if (!twin || alternatives.some((a) => a.path === twin.path)) return alternatives;
  return [...alternatives.slice(0, MAX_ALTERNATIVES - 1), twin];
}

/** 1-3 distinct sections: the destination's own first, then those of the runners-up. */
function recommend(ranked: readonly Ranked[]): SectionId[] {
  const out: SectionId[] = [];
  for (const r of ranked) if (r.section && !out.includes(r.section) && out.length < 3) out.push(r.section);
  for (const s of FALLBACK_SECTIONS)
    if (out.length < (ranked.length ? 1 : 3) && !out.includes(s)) out.push(s);
  return out;
}
