/**
 * npm run eval:external -- <set.ts> [<set.ts> ...]
 *
 * Scores a set of labelled queries written outside this repository (a blind set) with the production navigator,
 * the way `eval:navigator` scores the development sets, and prints figures only: a blind set stays blind when
 * nobody working on the navigator reads its queries, so no query, label or miss is ever printed.
 *
 * The file is a module exporting `set` (or a default export): a list of `[group, query, ...pages]`, the pages that
 * answer the query best first, or `"unknown"` for a request the site does not serve. Groups are the author's own
 * names (for example direct, needs, business, offtopic). A label that names no page is counted and left out.
 * The queries that equal or nearly equal something the navigator learns from are counted, and the figures are
 * printed again without them: those measure memory, not understanding.
 */
import { pathToFileURL } from "node:url";
import { resolve } from "node:path";
import { createNavigatorService } from "../../server/navigator/service";
import { evaluate, evaluateKoreanEdition, type EvalReport } from "./evaluate";
import { parseExternalSet } from "./external-set";
import { findLeaks } from "./leakage";
import { tuningCorpus } from "./tuning-corpus";

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function line(name: string, report: EvalReport): string {
  const groups = report.groups.map((g) => `${g.group} ${pct(g.top1)} (${g.n})`).join(", ");
  const c = report.choices;
  return [
    `${name}: ${groups}`,
    `  off-topic recall ${pct(report.offTopic.recall)}; confident ${pct(c.confidentOnTopic)} of on-topic,` +
      ` confident-wrong ${pct(c.confidentWrong)}, reach ${pct(c.reach)};` +
      ` misses that are an acceptable page's twin ${c.twinMisses} (${c.confidentTwinMisses} confident);` +
      ` confident wrong with the right page beside it ${c.confidentWrongWayOut}`,
  ].join("\n");
}

async function load(file: string): Promise<unknown> {
  const mod = (await import(pathToFileURL(resolve(file)).href)) as { set?: unknown; default?: unknown };
  return mod.set ?? mod.default;
}

const files = process.argv.slice(2).filter((a) => !a.startsWith("--"));
if (files.length === 0) {
  console.error("usage: npm run eval:external -- <set.ts> [<set.ts> ...]");
  process.exit(2);
}
const service = createNavigatorService();
const corpus = tuningCorpus();
for (const file of files) {
  const parsed = parseExternalSet(await load(file));
  if (!parsed.ok) {
    console.error(`${file}: ${parsed.error}`);
    process.exitCode = 1;
    continue;
  }
  const { usable, badLabels } = parsed;
  const leaks = new Set(
    findLeaks(
      usable.map((c) => c[1]),
      corpus,
    ).map((l) => l.index),
  );
  console.log(
    `\n== ${file}: ${usable.length} queries` +
      (badLabels ? ` (${badLabels} with a label naming no page, left out)` : ""),
  );
  console.log(line("all", evaluate(service.engine, usable)));
  if (leaks.size > 0) {
    const clean = usable.filter((_, i) => !leaks.has(i));
    console.log(
      line(`without the ${leaks.size} near-repeats of what it learns`, evaluate(service.engine, clean)),
    );
  }
  const korean = evaluateKoreanEdition(service, usable);
  console.log(
    `Korean edition: answers in Korean ${pct(korean.korean)}, stays in /ko ${pct(korean.staysInEdition)}`,
  );
}
