import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { allPages } from "../content/resolve";
import { startBuiltServer } from "./lib/serve-build";

/**
 * `npm run bench:lighthouse [-- /path ...]`: Lighthouse (mobile, simulated throttling) on every route of the
 * registry, or on the given paths, against the built server. Prints the four category scores and FCP/LCP/TBT/CLS.
 * Not part of `npm test`: Lighthouse is noisy. Needs `npm run build` first.
 */
const only = process.argv.slice(2).filter((a) => a.startsWith("/"));
const paths = only.length > 0 ? only : allPages().map((p) => p.path);

const server = await startBuiltServer(4830);
const base = server.base;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const pct = (n: number | null | undefined) => (n == null ? "  -" : String(Math.round(n * 100)).padStart(3));
  const ms = (n: number | undefined) => (n == null ? "-" : `${Math.round(n)}`);
  console.log(`${"route".padEnd(46)} perf a11y  bp seo   FCP   LCP  TBT   CLS`);
  const below: string[] = [];
  for (const p of paths) {
    const run = async () => {
      const result = await lighthouse(`${base}${p}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${p}`);
      return result.lhr;
    };
    let lhr = await run();
    // A category without a score is a failed measurement (e.g. a metric Lighthouse could not compute from the
    // trace), not a low score: say why and measure once more.
    const unscored = () => Object.values(lhr.categories).some((c) => c.score === null);
    if (unscored()) {
      const why = Object.values(lhr.audits)
        .filter((a) => a.score === null && a.errorMessage && a.scoreDisplayMode !== "informative")
        .map((a) => `${a.id}: ${a.errorMessage}`);
      console.log(`  (${p}: no score, ${lhr.runtimeError?.message ?? why.join("; ")}; measuring again)`);
      lhr = await run();
    }
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
    console.log(
      `${p.padEnd(46)} ${scores.map(pct).join("  ")} ${ms(audits["first-contentful-paint"]?.numericValue).padStart(5)} ${ms(
        audits["largest-contentful-paint"]?.numericValue,
      ).padStart(
        5,
      )} ${ms(audits["total-blocking-time"]?.numericValue).padStart(4)} ${(audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
    );
  }
  if (below.length > 0)
    console.log(`\nRoutes below 100 and the audits that cost points:\n${below.join("\n")}`);
  else console.log(`\nAll ${paths.length} routes score 100 in all four categories.`);
} finally {
  await chrome.kill();
  server.stop();
}
