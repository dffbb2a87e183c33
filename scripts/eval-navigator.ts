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

if (process.argv.includes("--grid")) {
  // Fusion parameters are chosen on the TUNING set only.
  const rows: { w: number; t: number; th: number; acc: number }[] = [];
  for (const w of [0.3, 0.4, 0.5, 0.6, 0.7]) {
    for (const t of [0.75, 1, 1.5, 2, 3]) {
      for (const th of [0.04, 0.08, 0.12, 0.16]) {
        const engine = createNavigatorService(null, {
          bm25Weight: w,
          bm25Temperature: t,
          threshold: th,
        }).engine;
        const all = evaluate(engine, tuningSet).groups.find((g) => g.group === "all");
        rows.push({ w, t, th, acc: all?.top1 ?? 0 });
      }
    }
  }
  rows.sort((a, b) => b.acc - a.acc);
  for (const r of rows.slice(0, 12)) console.log(`w=${r.w} T=${r.t} threshold=${r.th}: ${pct(r.acc)}`);
  process.exit(0);
}

const service = createNavigatorService();
print("tuning set", evaluate(service.engine, tuningSet), true);
print("held-out set", evaluate(service.engine, holdoutSet), process.argv.includes("--holdout-misses"));
