import type { Concept } from "../../content/navigator/lexicon";
import type { SectionId } from "../../content/sections";
import { buildVocabIndex, createAnalyzer, type Vocabulary } from "./analyzer";
import { buildBm25 } from "./bm25";
import { isHangulWord, stripKorean } from "./korean";
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
}

export interface EngineOptions {
  /** Weight of BM25 in the fusion; the classifier gets the rest. */
  bm25Weight: number;
  /** Softmax temperature that turns BM25 scores into a distribution. */
  bm25Temperature: number;
  /** Minimum fused probability of the winner; below it the answer is `unknown`. */
  threshold: number;
}

export const DEFAULT_OPTIONS: EngineOptions = { bm25Weight: 0.5, bm25Temperature: 1.5, threshold: 0.12 };

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
  reason: "ok" | "no-domain-words" | "low-confidence";
  tokens: string[];
}

export interface Navigator {
  decide(query: string): Decision;
  readonly size: number;
}

const FALLBACK_SECTIONS: SectionId[] = ["research", "devhub", "enterprise"];

export function buildNavigator(
  candidates: readonly CandidateSource[],
  lexicon: Readonly<Record<string, Concept>>,
  options: EngineOptions = DEFAULT_OPTIONS,
): Navigator {
  const analyzer = createAnalyzer(lexicon);
  const vocab: Vocabulary = { en: new Set(), ko: new Set() };
  // Words that only occur in long descriptions are weak evidence; names, titles, phrases and the lexicon are strong.
  const strong: Vocabulary = { en: new Set(), ko: new Set() };
  for (const concept of Object.values(lexicon)) {
    for (const form of [...concept.en, ...concept.ko]) {
      analyzer.vocabulary(form, vocab);
      analyzer.vocabulary(form, strong);
    }
  }
  const docs = candidates.map((c) => {
    const bag = new Map<string, number>();
    const add = (text: string, weight: number) => {
      for (const f of analyzer.document(text)) bag.set(f, (bag.get(f) ?? 0) + weight);
      analyzer.vocabulary(text, vocab);
    };
    for (const field of c.fields) {
      add(field.text, field.weight);
      if (field.weight >= 2) analyzer.vocabulary(field.text, strong);
    }
    for (const phrase of c.phrases) {
      add(phrase, 1);
      analyzer.vocabulary(phrase, strong);
    }
    return bag;
  });
  const index = buildVocabIndex(vocab);
  const bm25 = buildBm25(docs);

  const examples: TrainingExample[] = [];
  candidates.forEach((c, label) => {
    for (const text of [...c.phrases, ...c.fields.filter((f) => f.weight >= 2).map((f) => f.text)]) {
      examples.push({ features: analyzer.document(text), label });
    }
  });
  const model = trainLogReg(examples, candidates.length);

  const isStrong = (feature: string) => {
    if (feature.startsWith("c:")) return true;
    const word = feature.slice(2);
    return feature.startsWith("w:") ? strong.en.has(word) : false;
  };

  return {
    size: candidates.length,
    decide(query) {
      const analysis = analyzer.query(query, index);
      const { features } = analysis;
      const koStrong = analysis.tokens.some((t) => isHangulWord(t) && strong.ko.has(stripKorean(t)));
      const pBm = softmax(bm25.score(features), options.bm25Temperature);
      const pLr = softmax(model.logits(features));
      const fused = candidates.map((c, i) => ({
        path: c.path,
        title: c.title,
        section: c.section,
        score: options.bm25Weight * (pBm[i] ?? 0) + (1 - options.bm25Weight) * (pLr[i] ?? 0),
      }));
      fused.sort((a, b) => b.score - a.score);
      const ranked = fused.slice(0, 5);
      const best = ranked[0];
      const domain = features.some(isStrong) || (koStrong && features.some((f) => f.startsWith("h:")));
      const reason = !domain
        ? "no-domain-words"
        : !best || best.score < options.threshold
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

/** 1-3 distinct sections: the destination's own first, then those of the runners-up. */
function recommend(ranked: readonly Ranked[]): SectionId[] {
  const out: SectionId[] = [];
  for (const r of ranked) if (r.section && !out.includes(r.section) && out.length < 3) out.push(r.section);
  for (const s of FALLBACK_SECTIONS)
    if (out.length < (ranked.length ? 1 : 3) && !out.includes(s)) out.push(s);
  return out;
}
