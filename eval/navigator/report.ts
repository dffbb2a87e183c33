/**
 * npm run eval:navigator [-- --misses] [-- --trace] [-- --only <set>]
 *
 * Top-1/top-3 accuracy per group on every development set, off-topic precision/recall, the Korean edition's slice
 * (locale ko), and the leakage counts. Misses are listed for the tuning sets only (the others are read by
 * programs, never by people): `--misses` lists them, `--trace` adds each miss's stage-by-stage trace.
 */
import type { Navigator } from "../../server/navigator/engine";
import { createNavigatorService } from "../../server/navigator/service";
import { siteConfig } from "../../server/navigator/site-knowledge";
import { formatTrace } from "../../server/navigator/trace";
import { crossFittedNavigator } from "./crossfit";
import { evaluate, evaluateKoreanEdition, type EvalReport } from "./evaluate";
import { navigatorInputsDigest } from "./inputs-digest";
import { findLeaks } from "./leakage";
import { devSets, heldOutSets } from "./sets";
import { tuningCorpus } from "./tuning-corpus";

const args = process.argv.slice(2);
const showMisses = args.includes("--misses") || args.includes("--trace");
const showTrace = args.includes("--trace");
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);
const service = createNavigatorService();
// The navigator learns from the fitted sets' requests: they are measured by navigators built without each one.
const crossFitted = crossFittedNavigator(siteConfig());

function print(
  name: string,
  report: EvalReport,
  tuning: boolean,
  fitted: boolean,
  navigator: Navigator,
): void {
  console.log(
    `\n== ${name}${fitted ? " (learnt and fitted on: cross-fitted)" : tuning ? " (tuning data)" : ""}`,
  );
  console.log("group        n   top-1   top-3");
  for (const g of report.groups) {
    console.log(`${g.group.padEnd(11)}${String(g.n).padStart(4)}  ${pct(g.top1)}  ${pct(g.top3)}`);
  }
  const o = report.offTopic;
  console.log(
    `off-topic: precision ${pct(o.precision)} (${o.predictedUnknown} answered unknown), recall ${pct(o.recall)} (${o.actualUnknown} off-topic)`,
  );
  const c = report.choices;
  console.log(
    `choices: confident ${pct(c.confident)} of all, ${pct(c.confidentOnTopic)} of on-topic; confident-wrong ${pct(c.confidentWrong)}; reach ${pct(c.reach)}; ` +
      `misses that are an acceptable page's twin ${c.twinMisses} (${c.confidentTwinMisses} confident); ` +
      `confident wrong with the right page beside it ${c.confidentWrongWayOut}`,
  );
  if (!tuning || !showMisses) {
    console.log(`misses: ${report.misses.length}${tuning ? " (--misses lists them)" : ""}`);
    return;
  }
  for (const m of report.misses) {
    console.log(
      `  MISS [${m.group}] "${m.query}" -> ${m.got} (want ${m.expected}; conf ${m.confidence.toFixed(2)})`,
    );
    if (showTrace)
      for (const line of formatTrace(navigator.explain(m.query).trace)) console.log(`      ${line}`);
  }
}

const reliability = new Map<string, { n: number; right: number }>();
for (const { name, cases, tuning, fitted } of devSets) {
  if (only !== undefined && name !== only) continue;
  const navigator = fitted ? crossFitted : service.engine;
  const report = evaluate(navigator, cases);
  print(name, report, tuning, fitted, navigator);
  for (const bin of report.choices.reliability) {
    const key = `${bin.from.toFixed(2)}-${Math.min(1, bin.to).toFixed(2)}`;
    const total = reliability.get(key) ?? { n: 0, right: 0 };
    total.n += bin.n;
    total.right += bin.right;
    reliability.set(key, total);
  }
  // The Korean edition makes the production navigator's decisions in Korean: its top-1 on a learnt set would be
  // that navigator's memory, so only the language is reported there.
  const k = evaluateKoreanEdition(service, cases);
  const top1 = fitted ? "" : `top-1 ${pct(k.top1)}, `;
  console.log(
    `Korean edition (locale ko): ${top1}answers in Korean ${pct(k.korean)}, stays in /ko ${pct(k.staysInEdition)}`,
  );
}

console.log(
  "\n== reliability: P(best page right) against how often it was right (answers with a page, every set)",
);
console.log("P(correct)   answers   right");
for (const [key, { n, right }] of reliability) {
  console.log(`${key.padEnd(11)} ${String(n).padStart(8)}  ${n ? pct(right / n) : "     -"}`);
}
const { calibration } = service.engine;
console.log(`confident from P(correct) ${calibration.confidentAt}`);
const digest = navigatorInputsDigest(service.engine.site);
if (digest !== calibration.fittedOn) {
  console.log(
    `WARNING: the calibration was fitted on other inputs (${calibration.fittedOn}, now ${digest}): run npm run navigator:calibrate`,
  );
}

// Only counts: a leak's text would show a held-out query (or its near copy) to whoever reads the output.
const corpus = tuningCorpus();
console.log("\n== leakage (held-out queries equal or near-equal to what the engine learns from)");
for (const { name, cases } of heldOutSets) {
  const leaks = findLeaks(
    cases.map((c) => c[1]),
    corpus,
  );
  const exact = leaks.filter((l) => l.kind === "exact").length;
  console.log(`${name}: ${leaks.length} leaks (${exact} exact) of ${cases.length}`);
}
