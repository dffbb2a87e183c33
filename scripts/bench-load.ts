import autocannon from "autocannon";
import { createServer } from "node:http";
import { startBuiltServer } from "./lib/serve-build";

/**
 * `npm run bench:load`: bounded load on 127.0.0.1 only. Measures the navigate endpoint against a bare node:http
 * JSON server in the same run (the ratio is the figure that transfers between machines), its p99 latency, and
 * static HTML throughput. Needs `npm run build` first. Each run lasts DURATION seconds and then stops by itself.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const APP_PORT = 4840;
const BARE_PORT = 4841;
const HOST = "127.0.0.1";

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

let app: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
try {
  app = await startBuiltServer(APP_PORT, { RATE_LIMIT_PER_MINUTE: "0" });
  const session = (await (
    await fetch(`http://${HOST}:${APP_PORT}/api/chat/session`, { method: "POST" })
  ).json()) as { id: string };
  const queries = [
    "homomorphic encrypted database for my bank",
    "동형암호 논문 보여줘",
    "PQC 도입 상담",
    "whitepapr librry",
    "what's the weather",
  ];
  const navigate = await run({
    url: `http://${HOST}:${APP_PORT}/api/chat/navigate`,
    requests: queries.map((query) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ sessionId: session.id, query }),
    })),
  });
  const baseline = await run({ url: `http://${HOST}:${BARE_PORT}/`, method: "POST" });
  const html = await run({
    url: `http://${HOST}:${APP_PORT}/research`,
    headers: { "accept-encoding": "br" },
  });

  const row = (label: string, r: autocannon.Result) =>
    `${label.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(8)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;
  console.log(`${DURATION} s per run, ${CONNECTIONS} connections, 127.0.0.1`);
  console.log(row("POST /api/chat/navigate", navigate));
  console.log(row("bare node:http JSON (baseline)", baseline));
  console.log(row("GET /research (prerendered, br)", html));
  console.log(
    `navigate / baseline throughput ratio: ${(navigate.requests.average / baseline.requests.average).toFixed(2)} (goal >= 0.5)`,
  );
} finally {
  app?.stop();
  bare.close();
}
