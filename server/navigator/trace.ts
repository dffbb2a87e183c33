/**
 * What each stage of the pipeline saw and did for one request: filled only when a caller asks for it
 * (`npm run navigator:why`, the evaluation's miss report), so the hot path pays nothing for it.
 */
export interface TraceRepair {
  from: string;
  to: string;
  kind: "typo" | "layout" | "hangul-typo" | "loanword";
}

export interface Trace {
  query: string;
  normalize?: {
    tokens: string[];
    names: string[];
    repairs: TraceRepair[];
    features: string[];
    /** Features no page, request or lexicon entry has: they score nothing. */
    unknownFeatures: string[];
  };
  words?: { site: number; foreign: number; foreignWords: string[]; offTopic: number; strong: boolean };
  /** Each scorer's best five (path, probability). */
  scorers?: Record<string, [string, number][]>;
  /** The scope model's P(out of scope), and the function words it read besides the features. */
  scope?: { outOfScope: number; functionWords: string[] };
  /** The fused distribution's best five before framing, and the framing features that weigh on some kind. */
  unframed?: [string, number][];
  framing?: string[];
  /** The fused distribution's best five (the out-of-scope class included). */
  fused?: [string, number][];
  signals?: Record<string, number>;
  /** The calibrated probabilities and whether the answer is confident. */
  decision?: {
    outOfScope: number;
    correct: number;
    confident: boolean;
    /** The edition the request names, if any: the page is answered in it. */
    edition: "en" | "ko" | null;
    /** When the best page is answered by its item's acting page (pipeline.ts, actingFirst): the page that led. */
    actingFor: string | null;
    /** P(correct)'s log-odds told by signal, the largest shares first (explainBoostedTrees). */
    correctBy: { base: number; bySignal: [string, number][] };
  };
}

export const newTrace = (query: string): Trace => ({ query });

const pct = (x: number) => x.toFixed(3);
const list = (rows: [string, number][]) => rows.map(([p, s]) => `${p} ${pct(s)}`).join(", ");

/** The trace as readable lines, stage by stage. */
export function formatTrace(trace: Trace): string[] {
  const out: string[] = [`query: ${JSON.stringify(trace.query)}`];
  const n = trace.normalize;
  if (n) {
    out.push("1 normalize");
    out.push(`  tokens: ${n.tokens.join(" ")}`);
    if (n.names.length) out.push(`  names: ${n.names.join(", ")}`);
    for (const r of n.repairs) out.push(`  repaired (${r.kind}): ${r.from} -> ${r.to}`);
    out.push(`  features: ${n.features.join(" ")}`);
    if (n.unknownFeatures.length) out.push(`  unknown to every page: ${n.unknownFeatures.join(" ")}`);
  }
  const w = trace.words;
  if (w) {
    out.push("2 weigh words");
    out.push(
      `  site words ${w.site}, foreign words ${w.foreign}${w.foreignWords.length ? ` (${w.foreignWords.join(", ")})` : ""}, ` +
        `known only from out-of-scope requests ${w.offTopic}${w.strong ? ", names the site's subject" : ""}`,
    );
  }
  if (trace.scorers) {
    out.push("3-4 retrieve and classify (best five each)");
    for (const [name, rows] of Object.entries(trace.scorers)) out.push(`  ${name}: ${list(rows)}`);
  }
  const scope = trace.scope;
  if (scope)
    out.push(
      `  scope: P(out of scope) ${pct(scope.outOfScope)}` +
        (scope.functionWords.length ? ` (function words: ${scope.functionWords.join(" ")})` : ""),
    );
  if (trace.unframed) out.push(`5 fuse: ${list(trace.unframed)}`);
  if (trace.fused)
    out.push(
      `  framed${trace.framing?.length ? ` by ${trace.framing.join(" ")}` : ""}: ${list(trace.fused)}`,
    );
  if (trace.signals) {
    out.push("6 decide");
    out.push(
      `  signals: ${Object.entries(trace.signals)
        .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(2)}`)
        .join(", ")}`,
    );
  }
  const d = trace.decision;
  if (d) {
    out.push(
      `  P(out of scope) ${pct(d.outOfScope)}, P(best page right) ${pct(d.correct)}: ${d.confident ? "confident" : "not confident"}`,
    );
    const shares = d.correctBy.bySignal
      .slice(0, 6)
      .map(([name, v]) => `${name} ${v >= 0 ? "+" : ""}${v.toFixed(2)}`);
    out.push(`  P(best page right) in log-odds: start ${d.correctBy.base.toFixed(2)}, ${shares.join(", ")}`);
    if (d.edition)
      out.push(`  names the ${d.edition === "ko" ? "Korean" : "English"} edition: answered in it`);
    if (d.actingFor)
      out.push(`  ${d.actingFor} led: answered with its item's acting page, ${d.actingFor} beside it`);
  }
  return out;
}
