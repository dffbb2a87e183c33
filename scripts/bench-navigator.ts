/**
 * npm run bench:navigator : start-up time to build the index (cold, in this process), in-process decision latency
 * p50/p99 over every labelled query (tuning + held-out) repeated, and the latency of queries the engine meets for
 * the first time (the blind and needs sets, after a warm-up on the others): the engine memoises name readings and
 * typo repairs, so a repeated query is cheaper than a visitor's new one.
 */
import { pagesSetA } from "../eval/navigator/sets/dev-pages-a";
import { holdoutSet } from "../eval/navigator/sets/dev-holdout";
import { needsSet } from "../content/navigator/labelled/needs";
import { tuningSet } from "../content/navigator/labelled/tuning";
import { createNavigatorService } from "../server/navigator/service";
import { siteConfig } from "../server/navigator/site-knowledge";

const t0 = performance.now();
const cpu0 = process.cpuUsage();
const service = createNavigatorService();
const buildMs = performance.now() - t0;
// CPU time is what the build costs this process; wall time also counts waiting for a busy machine.
const cpu = process.cpuUsage(cpu0);
const buildCpuMs = (cpu.user + cpu.system) / 1000;

const queries = [...tuningSet, ...holdoutSet].map((c) => c[1]);
// Warm-up passes (let the JIT settle, as in a running server), then timed passes.
for (let r = 0; r < 5; r++) for (const q of queries) service.engine.decide(q);
const samples: number[] = [];
const perQuery: number[][] = queries.map(() => []);
const ROUNDS = 20;
for (let r = 0; r < ROUNDS; r++) {
  queries.forEach((q, i) => {
    const t = performance.now();
    service.engine.decide(q);
    const ms = performance.now() - t;
    samples.push(ms);
    perQuery[i]?.push(ms);
  });
}
const quantile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
};
const at = (p: number) => quantile(samples, p);

// Unseen queries: a fresh engine (a configuration of its own: createNavigatorService() reuses the process's
// engine), warmed up (JIT) on the labelled queries above, then each new query once.
const fresh = createNavigatorService(null, siteConfig());
for (let r = 0; r < 3; r++) for (const q of queries) fresh.engine.decide(q);
const seen = new Set(queries);
const unseen = [...new Set([...pagesSetA, ...needsSet].map((c) => c[1]))].filter((q) => !seen.has(q));
const firstTimes = unseen.map((q) => {
  const t = performance.now();
  fresh.engine.decide(q);
  return performance.now() - t;
});
const firstMean = firstTimes.reduce((a, b) => a + b, 0) / firstTimes.length;
// A busy shared machine preempts single samples; the median of each query's rounds shows the engine's own cost.
const medians = perQuery.map((v) => quantile(v, 0.5));
const warm = [];
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  createNavigatorService(null, siteConfig());
  warm.push(performance.now() - t);
}
console.log(`candidates:          ${service.engine.size}`);
console.log(`index build (cold):  ${buildMs.toFixed(1)} ms wall, ${buildCpuMs.toFixed(1)} ms CPU`);
console.log(`index build (warm):  ${Math.min(...warm).toFixed(1)} ms`);
console.log(`decisions timed:     ${samples.length} (${queries.length} queries x ${ROUNDS})`);
console.log(`decision p50:        ${(at(0.5) * 1000).toFixed(0)} us`);
console.log(`decision p99:        ${(at(0.99) * 1000).toFixed(0)} us`);
console.log(`decision max:        ${(quantile(samples, 1) * 1000).toFixed(0)} us`);
console.log(
  `per-query median p50/p99: ${(quantile(medians, 0.5) * 1000).toFixed(0)} / ${(quantile(medians, 0.99) * 1000).toFixed(0)} us`,
);
console.log(
  `unseen queries:      ${unseen.length}, mean ${(firstMean * 1000).toFixed(0)} us, p50 ${(quantile(firstTimes, 0.5) * 1000).toFixed(0)} us, p90 ${(quantile(firstTimes, 0.9) * 1000).toFixed(0)} us, p99 ${(quantile(firstTimes, 0.99) * 1000).toFixed(0)} us`,
);
console.log(
  `load average (1 min): ${(await import("node:os")).loadavg()[0]?.toFixed(1)} on ${(await import("node:os")).cpus().length} cores`,
);
