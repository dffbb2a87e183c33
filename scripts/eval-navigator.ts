/**
 * npm run eval:navigator [-- --holdout-misses] : top-1/top-3 accuracy per group on the tuning and held-out sets,
 * off-topic precision/recall, and the misses (held-out misses only on request, so tuning never looks at them).
 */
import { holdoutSet } from "../content/navigator/eval/holdout";
import { tuningSet } from "../content/navigator/eval/tuning";
import { evaluate, type EvalReport } from "../server/navigator/evaluate";
import { createNavigatorService } from "../server/navigator/service";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`.padStart(6);

function print(name: string, report: EvalReport, showMisses: boolean): void {
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
    console.log(`misses: ${report.misses.length} (hidden; pass --holdout-misses to list)`);
    return;
  }
  for (const m of report.misses) {
    console.log(
      `  MISS [${m.group}] "${m.query}" -> ${m.got} (want ${m.expected}; conf ${m.confidence.toFixed(2)}; tokens: ${m.tokens})`,
    );
  }
}

const service = createNavigatorService();
print("tuning set", evaluate(service.engine, tuningSet), true);
print("held-out set", evaluate(service.engine, holdoutSet), process.argv.includes("--holdout-misses"));
