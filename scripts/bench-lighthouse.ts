import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun as lighthouseMedianRun } from "lighthouse/core/lib/median-run.js";
import { absolutePath, editions } from "../content/editions";
import { LOCALES } from "../content/locales";
import { startBuiltServer } from "./lib/serve-build";

/**
 * `npm run bench:lighthouse [-- --runs=N] [-- /path ...]`: Lighthouse (mobile, simulated throttling) on every route
 * of both editions, or on the given paths, against the built server. Prints the four category scores and
 * FCP/LCP/TBT/CLS. Not part of `npm test`: Lighthouse is noisy, above all its TBT on a small shared machine.
 * Every route is measured N times (default 3) and the median run is reported (Lighthouse's own `computeMedianRun`:
 * the run closest to the median FCP and TTI, as Lighthouse CI does), with the lowest and highest performance score
 * of the N runs beside it. A run whose trace failed is measured again (at most three attempts); a route with no
 * good run is listed as not measured. Needs `npm run build` first.
 */
const args = process.argv.slice(2);
const only = args.filter((a) => a.startsWith("/"));
const runsArg = args.find((a) => a.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 3;
if (!Number.isInteger(runs) || runs < 1 || runs > 9) {
  console.error(`--runs must be a whole number from 1 to 9, got "${runsArg ?? ""}"`);
  process.exit(2);
}
const paths =
  only.length > 0
    ? only
    : LOCALES.flatMap((locale) => {
        const edition = editions[locale];
        return edition.allPages().map((p) => absolutePath(edition, p.path));
      });

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];
// The helper is typed against Lighthouse's internal result namespace; it takes and returns the same objects.
const computeMedianRun = lighthouseMedianRun as unknown as (runs: Result[]) => Result;

const server = await startBuiltServer(4830);
const base = server.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});

/**
 * One Lighthouse run. A run with a category left unscored (a failed measurement, such as a trace without its
 * navigation start, not a low score) is measured again, up to three times in all; null if every attempt failed.
 */
async function measure(path: string): Promise<Result | null> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const lhr = result.lhr;
    if (!Object.values(lhr.categories).some((c) => c.score === null)) return lhr;
    const why = Object.values(lhr.audits)
      .filter((a) => a.score === null && a.errorMessage && a.scoreDisplayMode !== "informative")
      .map((a) => `${a.id}: ${a.errorMessage}`);
    console.log(
      `  (${path}: no score, ${lhr.runtimeError?.message ?? why.join("; ")}; attempt ${attempt} of 3)`,
    );
  }
  return null;
}

try {
  const pct = (n: number | null | undefined) => (n == null ? "  -" : String(Math.round(n * 100)).padStart(3));
  const ms = (n: number | undefined) => (n == null ? "-" : `${Math.round(n)}`);
  const rangeHead = runs > 1 ? " perf range" : "";
  console.log(
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : "single run"} per route\n` +
      `${"route".padEnd(46)} perf a11y  bp seo   FCP   LCP  TBT   CLS${rangeHead}`,
  );
  const below: string[] = [];
  for (const p of paths) {
    const all: Result[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await measure(p);
      if (run) all.push(run);
    }
    if (all.length === 0) {
      below.push(`${p}: not measured (every attempt failed)`);
      console.log(`${p.padEnd(46)} not measured: every attempt failed`);
      continue;
    }
    const lhr = computeMedianRun(all); // of a single run, that run
    const { categories, audits } = lhr;
    const scores = [
      categories.performance,
      categories.accessibility,
      categories["best-practices"],
      categories.seo,
    ].map((c) => c?.score);
    if (scores.some((s) => s !== 1)) {
      const failing = Object.values(audits)
        .filter(
          (a) =>
            a.score !== null &&
            a.score < 1 &&
            a.scoreDisplayMode !== "informative" &&
            a.scoreDisplayMode !== "notApplicable",
        )
        .map((a) => a.id);
      below.push(`${p}: ${failing.join(", ")}`);
    }
    const perfs = all.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const range = runs > 1 ? `  ${Math.min(...perfs)}-${Math.max(...perfs)}` : "";
    console.log(
      `${p.padEnd(46)} ${scores.map(pct).join("  ")} ${ms(audits["first-contentful-paint"]?.numericValue).padStart(5)} ${ms(
        audits["largest-contentful-paint"]?.numericValue,
      ).padStart(
        5,
      )} ${ms(audits["total-blocking-time"]?.numericValue).padStart(4)} ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}${range}`,
    );
  }
  if (below.length > 0)
    console.log(`\nRoutes below 100 and the audits that cost points:\n${below.join("\n")}`);
  else console.log(`\nAll ${paths.length} routes score 100 in all four categories.`);
} finally {
  await chrome.kill();
  server.stop();
}
