/**
 * npm run eval:navigator : top-1/top-3 accuracy per group on the tuning, held-out and blind sets, off-topic
 * precision/recall, the Korean edition's slice (locale ko), and the leakage check of both held-out sets.
 * Tuning misses are always listed. Held-out misses only with --holdout-misses (for a final report); blind misses
 * only with --blind-misses: the blind set is a test that nobody tuning the engine may read.
 */
import { pagesSetA } from "./sets/dev-pages-a";
import { pagesSetB } from "./sets/dev-pages-b";
import { everydaySet } from "./sets/dev-everyday";
import { holdoutSet } from "./sets/dev-holdout";
import { needsSet } from "./sets/dev-needs";
import { tuningSet } from "./sets/dev-tuning";
import type { EvalCase } from "./sets/types";
import { evaluate, evaluateKoreanEdition, type EvalReport } from "./evaluate";
import { findLeaks } from "./leakage";
import { createNavigatorService } from "../../server/navigator/service";
import { tuningCorpus } from "./tuning-corpus";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

function print(name: string, report: EvalReport, showMisses: boolean, flag: string): void {
  console.log(`\n== ${name}`);
  console.log("group        n   top-1   top-3");
  for (const g of report.groups) {
    console.log(`${g.group.padEnd(11)}${String(g.n).padStart(4)}  ${pct(g.top1)}  ${pct(g.top3)}`);
  }
  const o = report.offTopic;
  console.log(
    `off-topic: precision ${pct(o.precision)} (${o.predictedUnknown} answered unknown), recall ${pct(o.recall)} (${o.actualUnknown} off-topic)`,
  );
  if (!showMisses) {
    console.log(`misses: ${report.misses.length} (hidden; pass ${flag} to list)`);
    return;
  }
  for (const m of report.misses) {
    console.log(
      `  MISS [${m.group}] "${m.query}" -> ${m.got} (want ${m.expected}; conf ${m.confidence.toFixed(2)}; tokens: ${m.tokens})`,
    );
  }
}

const service = createNavigatorService();

/** The Korean edition's slice: the same queries asked from /ko pages (locale "ko"). */
function printKorean(name: string, set: readonly EvalCase[]): void {
  const r = evaluateKoreanEdition(service, set);
  console.log(
    `Korean edition (locale ko), ${name}: top-1 ${pct(r.top1)}, answers in Korean ${pct(r.korean)}, stays in /ko ${pct(r.staysInEdition)}`,
  );
}

// Tuning misses are always listed; the other sets' only on request (the blind sets' never while tuning).
const sets: [name: string, set: readonly EvalCase[], missesFlag: string | null][] = [
  ["tuning set", tuningSet, null],
  ["needs set (tuning)", needsSet, "--needs-misses"],
  ["held-out set", holdoutSet, "--holdout-misses"],
  ["pages set A", pagesSetA, "--pages-a-misses"],
  ["pages set B", pagesSetB, "--pages-b-misses"],
  ["everyday-words set", everydaySet, "--everyday-misses"],
];
for (const [name, set, flag] of sets) {
  print(name, evaluate(service.engine, set), flag === null || process.argv.includes(flag), flag ?? "");
  printKorean(name, set);
}

// Only counts: a leak's text would show a held-out query (or its near copy) to whoever reads the output.
const corpus = tuningCorpus();
console.log("\n== leakage (held-out queries equal or near-equal to tuning data)");
for (const [name, set] of [
  ["held-out", holdoutSet],
  ["pages A", pagesSetA],
  ["pages B", pagesSetB],
  ["everyday words", everydaySet],
] as const) {
  const leaks = findLeaks(
    set.map((c) => c[1]),
    corpus,
  );
  const exact = leaks.filter((l) => l.kind === "exact").length;
  console.log(
    `${name}: ${leaks.length} leaks (${exact} exact, ${leaks.length - exact} near) of ${set.length}`,
  );
}
