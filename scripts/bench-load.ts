import autocannon from "autocannon";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pagesSetA } from "../eval/navigator/sets/dev-pages-a";
import { holdoutSet } from "../eval/navigator/sets/dev-holdout";
import { tuningSet } from "../content/navigator/labelled/tuning";
import { processTreeCpuMicros, processTreeResidentOnce, processTreeRss } from "./lib/process-rss";
import { startBuiltServer } from "./lib/serve-build";

/**
 * `npm run bench:load`: bounded load on 127.0.0.1 only. Measures the navigate endpoint against a bare node:http
 * JSON server in the same run (the ratio is the figure that transfers between machines), its p99 latency, static
 * HTML throughput, and the server's resident memory (its process and any children) at rest and right after the
 * navigate load. Navigate requests rotate through every query of the navigator's three eval sets, so the figure
 * is the engine's real work on varied input, not one query answered again and again. Needs `npm run build`
 * first. Each run lasts BENCH_SECONDS and then stops by itself; BENCH_ROUNDS pairs of runs are measured (the ratio is
 * their median); BENCH_PORT (and the next port) picks the ports.
 * The server records its decisions (the navigator log is on, as in production) into a fresh store each run, so
 * one run's figure does not depend on how many rows earlier runs left behind.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
/**
 * Seconds of the same load on each server before it is measured, not counted: a production server answers for days,
 * and a fresh process spends its first seconds compiling its hot paths (V8's optimising compiler ran on helper
 * threads at 15-25 µs per request in a fresh process's first 8 s, 3-6 µs afterwards).
 */
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Measured rounds, each a run of the navigate load and one of the bare server's, in alternating order. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const APP_PORT = Number(process.env.BENCH_PORT ?? 4840);
const BARE_PORT = APP_PORT + 1;
const HOST = "127.0.0.1";
const RSS_GOAL_MB = 150;
const GROUP_BAR_MB = 200;

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const bare = createServer((_req, res) => {
  const body = JSON.stringify({
    response: "ok",
    destination: "/research",
    suggestedPage: "Research",
    recommendations: ["devhub"],
  });
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
await new Promise<void>((resolve) => bare.listen(BARE_PORT, HOST, resolve));

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;

let app: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-load-"));
try {
  app = await startBuiltServer(
    APP_PORT,
    { RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "info", DATA_DIR: dataDir },
    ["ignore", "ignore", "inherit"],
    "npm start",
  );
  // npm's process, and below it the server's node process (npm start's shell execs node).
  const pid = app.proc.pid ?? 0;
  const session = (await (
    await fetch(`http://${HOST}:${APP_PORT}/api/chat/session`, { method: "POST" })
  ).json()) as { id: string };
  const queries = [...new Set([...tuningSet, ...holdoutSet, ...pagesSetA].map(([, query]) => query))];
  const memory = () => {
    const tree = processTreeRss(pid);
    const server = tree.pids.at(-1) ?? pid;
    return { tree, once: processTreeResidentOnce(pid), server: processTreeRss(server).bytes };
  };
  const atRest = memory();
  const navigateLoad: autocannon.Options = {
    url: `http://${HOST}:${APP_PORT}/api/chat/navigate`,
    requests: queries.map((query) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: session.id, query }),
    })),
  };
  const bareLoad: autocannon.Options = { url: `http://${HOST}:${BARE_PORT}/`, method: "POST" };
  if (WARMUP > 0) {
    await run({ ...navigateLoad, duration: WARMUP });
    await run({ ...bareLoad, duration: WARMUP });
  }
  // Rounds of the two loads, alternating which goes first: the machine's speed drifts from one minute to the next,
  // and a ratio of two runs made a minute apart carried that drift (single runs of one build spread over 0.08).
  const rounds: { navigate: autocannon.Result; baseline: autocannon.Result; cpu: number | null }[] = [];
  const measureNavigate = async () => {
    const before = processTreeCpuMicros(pid);
    const result = await run(navigateLoad);
    const after = processTreeCpuMicros(pid);
    return { result, cpu: before !== null && after !== null ? after - before : null };
  };
  for (let r = 0; r < ROUNDS; r++) {
    let navigate: { result: autocannon.Result; cpu: number | null };
    let baseline: autocannon.Result;
    if (r % 2 === 0) {
      navigate = await measureNavigate();
      baseline = await run(bareLoad);
    } else {
      baseline = await run(bareLoad);
      navigate = await measureNavigate();
    }
    rounds.push({ navigate: navigate.result, baseline, cpu: navigate.cpu });
  }
  const afterLoad = memory();
  const html = await run({
    url: `http://${HOST}:${APP_PORT}/research`,
    headers: { "accept-encoding": "br" },
  });

  const row = (label: string, r: autocannon.Result) =>
    `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
  console.log(
    `${ROUNDS} rounds of ${DURATION} s per server after ${WARMUP} s of unmeasured warm-up per server, ${CONNECTIONS} connections, 127.0.0.1, request logging at info (to /dev/null), ${queries.length} distinct navigate queries`,
  );
  rounds.forEach(({ navigate, baseline }, r) => {
    console.log(row(`POST /api/chat/navigate, round ${r + 1}`, navigate));
    console.log(row(`bare node:http JSON, round ${r + 1}`, baseline));
  });
  console.log(row("GET /research (prerendered, br)", html));
  const ratios = rounds.map((r) => r.navigate.requests.average / r.baseline.requests.average);
  console.log(
    `navigate / baseline throughput ratio: ${median(ratios).toFixed(2)} (median of ${ROUNDS} rounds: ${ratios.map((x) => x.toFixed(2)).join(", ")}; bar >= 0.25, goal >= 0.3)`,
  );
  // Throughput depends on how the machine shares its cores with the load generator; the server's own CPU time per
  // answered request moves much less from run to run, so it is the figure to compare two builds by.
  const perAnswer = rounds.flatMap((r) =>
    r.cpu !== null && r.navigate.requests.total > 0 ? [r.cpu / r.navigate.requests.total] : [],
  );
  if (perAnswer.length > 0)
    console.log(
      `server CPU per navigate request: ${Math.round(median(perAnswer))} µs (all threads; median of ${perAnswer.length} rounds)`,
    );
  console.log(
    `npm start's process group (${afterLoad.tree.pids.length} processes): resident sizes summed ${mb(atRest.tree.bytes)} at rest, ${mb(afterLoad.tree.bytes)} after the navigate runs (bar <= ${GROUP_BAR_MB} MB); with node's shared code counted once ${mb(atRest.once)} and ${mb(afterLoad.once)}`,
  );
  console.log(
    `the server's node process alone: ${mb(atRest.server)} at rest, ${mb(afterLoad.server)} after (goal <= ${RSS_GOAL_MB} MB)`,
  );
} finally {
  await app?.stop();
  bare.close();
  rmSync(dataDir, { recursive: true, force: true });
}
