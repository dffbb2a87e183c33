import type { EvalGroup } from "./sets/types";
import type { Navigator } from "../../server/navigator/engine";
import type { NavigatorService } from "../../server/navigator/service";
import { resolvePath } from "../../content/resolve";

/** A label may name an alias of a page (/devhub/program); the engine answers with the canonical page. */
const canonical = (path: string) => (path === "unknown" ? path : resolvePath(path).canonical);

/** Accuracy of the offline engine on a labelled set, per group (pure: the caller prints). */
export interface GroupScore {
  /** A development set's groups are EvalGroup; a set written elsewhere may name its own. */
  group: string;
  n: number;
  top1: number;
  top3: number;
}

export interface Miss {
  group: string;
  query: string;
  expected: string;
  got: string;
  confidence: number;
  tokens: string;
}

/**
 * What a visitor gets (the answer's confidence): a confident answer takes them to its page; an unsure one offers
 * its page and the alternatives as choices; `unknown` says the site cannot help (with the closest pages, if any).
 */
export interface ChoiceScore {
  n: number;
  /** Share of the queries answered confidently, and of the on-topic ones. */
  confident: number;
  confidentOnTopic: number;
  /** Share of the confident answers that are not acceptable (off-topic answered with a page included). */
  confidentWrong: number;
  /** Share of the queries where the visitor reaches an acceptable page or is rightly told the site cannot help:
   * confident and right, or the acceptable page among the choices of an unsure answer. */
  reach: number;
  /**
   * Wrong answers that show the same item as an acceptable page (a product's solution page for its service page, a
   * project's other page): all of them, and the confident ones. Counted apart so that a reader can tell a label
   * that names one of two twins from a misunderstanding; every figure above still counts them as wrong.
   */
  twinMisses: number;
  confidentTwinMisses: number;
  /** Confident wrong answers with an acceptable page among the other pages shown beside them (their way out). */
  confidentWrongWayOut: number;
  /** P(correct) bins against how often the page in that bin was right (in-scope answers only). */
  reliability: { from: number; to: number; n: number; right: number }[];
}

export interface EvalReport {
  groups: GroupScore[];
  choices: ChoiceScore;
  offTopic: { precision: number; recall: number; predictedUnknown: number; actualUnknown: number };
  misses: Miss[];
}

const GROUPS: EvalGroup[] = [
  "en",
  "ko",
  "mixed",
  "direct",
  "typo",
  "paraphrase",
  "attribute",
  "phone",
  "offtopic",
];

/** A labelled query whose group is any name: the development sets' EvalCase, or a set written elsewhere. */
export type ScoredCase = readonly [group: string, query: string, ...expect: string[]];

export function evaluate(engine: Navigator, cases: readonly ScoredCase[]): EvalReport {
  const tally = new Map<string, { n: number; top1: number; top3: number }>();
  const bump = (key: string, t1: boolean, t3: boolean) => {
    const s = tally.get(key) ?? { n: 0, top1: 0, top3: 0 };
    s.n++;
    if (t1) s.top1++;
    if (t3) s.top3++;
    tally.set(key, s);
  };
  const misses: Miss[] = [];
  const bins = [0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001].map((from, i, all) => ({
    from,
    to: all[i + 1] ?? 1,
    n: 0,
    right: 0,
  }));
  bins.pop();
  const choice = { confident: 0, confidentOnTopic: 0, onTopic: 0, confidentWrong: 0, reach: 0 };
  const itemOf = new Map(engine.pages.map((p) => [p.path, p.item]));
  let twinMisses = 0;
  let confidentTwinMisses = 0;
  let confidentWrongWayOut = 0;
  let predictedUnknown = 0;
  let truePositiveUnknown = 0;
  let actualUnknown = 0;
  for (const [group, query, ...labelled] of cases) {
    const expected = labelled.map(canonical);
    const d = engine.decide(query);
    const wantUnknown = expected[0] === "unknown";
    const top1 = expected.includes(d.destination);
    const item = itemOf.get(d.destination);
    const twin = !top1 && item !== undefined && expected.some((p) => itemOf.get(p) === item);
    if (twin) {
      twinMisses++;
      if (d.confident) confidentTwinMisses++;
    }
    // Top-3 only makes sense for answerable queries; an off-topic query is right only when answered unknown.
    const top3 = wantUnknown
      ? top1
      : d.destination !== "unknown" && d.ranked.slice(0, 3).some((r) => expected.includes(r.path));
    if (d.confident) {
      choice.confident++;
      if (!top1) choice.confidentWrong++;
      if (!top1 && d.alternatives.some((a) => expected.includes(a.path))) confidentWrongWayOut++;
    }
    if (!wantUnknown) {
      choice.onTopic++;
      if (d.confident) choice.confidentOnTopic++;
    }
    const offered = [d.destination, ...d.alternatives.map((a) => a.path)];
    if (top1 || (!d.confident && !wantUnknown && offered.some((p) => expected.includes(p)))) choice.reach++;
    if (d.destination !== "unknown") {
      const bin = bins.find((b) => d.confidence >= b.from && d.confidence < b.to);
      if (bin) {
        bin.n++;
        if (top1) bin.right++;
      }
    }
    if (d.destination === "unknown") predictedUnknown++;
    if (wantUnknown) actualUnknown++;
    if (wantUnknown && top1) truePositiveUnknown++;
    bump(group, top1, top3);
    bump("all", top1, top3);
    if (!top1) {
      misses.push({
        group,
        query,
        expected: expected.join(" | "),
        got:
          d.destination === "unknown"
            ? `unknown (${d.reason}; best ${d.ranked[0]?.path ?? "-"})`
            : d.destination,
        confidence: d.confidence,
        tokens: d.tokens.join(" "),
      });
    }
  }
  const others = [...tally.keys()].filter((g) => g !== "all" && !(GROUPS as string[]).includes(g));
  const groups: GroupScore[] = [...GROUPS, ...others, "all"]
    .filter((g) => tally.has(g))
    .map((g) => {
      const s = tally.get(g) ?? { n: 0, top1: 0, top3: 0 };
      return { group: g, n: s.n, top1: s.top1 / s.n, top3: s.top3 / s.n };
    });
  const n = cases.length;
  return {
    groups,
    choices: {
      n,
      confident: choice.confident / n,
      confidentOnTopic: choice.onTopic ? choice.confidentOnTopic / choice.onTopic : 0,
      confidentWrong: choice.confident ? choice.confidentWrong / choice.confident : 0,
      reach: choice.reach / n,
      twinMisses,
      confidentTwinMisses,
      confidentWrongWayOut,
      reliability: bins,
    },
    offTopic: {
      precision: predictedUnknown ? truePositiveUnknown / predictedUnknown : 1,
      recall: actualUnknown ? truePositiveUnknown / actualUnknown : 1,
      predictedUnknown,
      actualUnknown,
    },
    misses,
  };
}

/** How the navigator serves the Korean edition (locale "ko"): the same sets, judged as a Korean visitor sees them. */
export interface EditionReport {
  n: number;
  /** The destination is the expected page's Korean edition (/ko/...), or unknown for an off-topic query. */
  top1: number;
  /** Every page the answer points to (destination, recommendations) is in the Korean edition. */
  staysInEdition: number;
  /** The answer is Korean: it has Hangul and, apart from the page's own title, no run of three English words. */
  korean: number;
  misses: { query: string; expected: string; got: string; why: string }[];
}

const HANGUL = /[\uac00-\ud7a3]/;
const ENGLISH_RUN = /[A-Za-z][A-Za-z'-]*(?:\s+[A-Za-z][A-Za-z'-]*){2,}/;
const koPath = (path: string) => (path === "unknown" ? path : path === "/" ? "/ko" : `/ko${path}`);

export function evaluateKoreanEdition(
  service: Pick<NavigatorService, "answer">,
  cases: readonly ScoredCase[],
): EditionReport {
  let top1 = 0;
  let stays = 0;
  let korean = 0;
  const misses: EditionReport["misses"] = [];
  for (const [, query, ...labelled] of cases) {
    const expected = labelled.map(canonical);
    const { answer } = service.answer(query, "ko");
    const wanted = expected.map(koPath);
    const right = wanted.includes(answer.destination);
    const inEdition =
      (answer.destination === "unknown" || answer.destination.startsWith("/ko")) &&
      answer.recommendations.every((r) => r.startsWith("ko/"));
    const text = answer.response.split(answer.suggestedPage).join(" ");
    const isKorean = HANGUL.test(answer.response) && !ENGLISH_RUN.test(text);
    if (right) top1++;
    if (inEdition) stays++;
    if (isKorean) korean++;
    if (!right || !inEdition || !isKorean) {
      misses.push({
        query,
        expected: wanted.join(" | "),
        got: answer.destination,
        why: [!right && "page", !inEdition && "left the edition", !isKorean && "not Korean"]
          .filter(Boolean)
          .join(", "),
      });
    }
  }
  const n = cases.length;
  return { n, top1: top1 / n, staysInEdition: stays / n, korean: korean / n, misses };
}
