/**
 * npx tsx eval/navigator/prune-leaks.ts [--dry-run]
 *
 * Removes from content/navigator (visitor requests, out-of-scope requests, labelled requests) every request that
 * equals or nearly equals a query of a held-out development set (`heldOutSets`), so those sets keep measuring what
 * the engine generalises to rather than what it memorised. The sets' cases stay where they are. Prints counts per
 * file only: the removed texts would show the sets' queries to whoever reads the output.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { labelledSets } from "../../content/navigator/labelled";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { visitorRequests } from "../../content/navigator/requests";
import { findLeaks } from "./leakage";
import { heldOutSets } from "./sets";

const dryRun = process.argv.includes("--dry-run");
const requests = [
  ...Object.values(visitorRequests).flatMap((r) => [...r.en, ...r.ko]),
  ...outOfScopeRequests.en,
  ...outOfScopeRequests.ko,
  ...labelledSets.flatMap(({ requests: r }) => r.map((c) => c[1])),
];
const queries = heldOutSets.flatMap(({ cases }) => cases.map((c) => c[1]));
// findLeaks looks for each of its first list in the second: here, each request among the sets' queries.
const leaking = new Set(findLeaks(requests, queries).map((l) => requests[l.index] ?? ""));
/** Whether a JSON string literal of the source (quotes included) is a leaking request. */
const leakingLiteral = (literal: string | undefined) =>
  literal !== undefined && leaking.has(JSON.parse(literal) as string);

const root = path.resolve(import.meta.dirname, "../../content/navigator");
const files = [
  path.join(root, "out-of-scope.ts"),
  ...readdirSync(path.join(root, "requests"))
    .filter((f) => f.endsWith(".ts") && f !== "types.ts" && f !== "index.ts")
    .map((f) => path.join(root, "requests", f)),
];
let total = 0;
for (const file of files) {
  const lines = readFileSync(file, "utf8").split("\n");
  let emptied = 0;
  const kept = lines
    // A list of one request is written on one line (`en: ["..."],`): it becomes an empty list.
    .map((line) => {
      const one = /^(\s*(?:en|ko): )\[("(?:[^"\\]|\\.)*")\],\s*$/.exec(line);
      if (!leakingLiteral(one?.[2])) return line;
      emptied++;
      return `${one?.[1] ?? ""}[],`;
    })
    .filter((line) => !leakingLiteral(/^\s*("(?:[^"\\]|\\.)*"),\s*$/.exec(line)?.[1]));
  const removed = lines.length - kept.length + emptied;
  if (removed === 0) continue;
  total += removed;
  console.log(`${path.relative(process.cwd(), file)}: ${removed} removed`);
  if (!dryRun) writeFileSync(file, kept.join("\n"));
}
// The labelled requests: one tuple per line, or one spread over several lines (Prettier's choice).
for (const f of readdirSync(path.join(root, "labelled"))) {
  if (!f.endsWith(".ts") || f === "types.ts" || f === "index.ts") continue;
  const file = path.join(root, "labelled", f);
  const lines = readFileSync(file, "utf8").split("\n");
  const kept: string[] = [];
  let block: string[] | null = null;
  let removed = 0;
  const leaks = (tuple: string) => {
    const parsed = JSON.parse(
      tuple
        .trim()
        .replace(/,\s*\]/, "]")
        .replace(/,$/, ""),
    ) as string[];
    return leaking.has(parsed[1] ?? "");
  };
  for (const line of lines) {
    if (block) {
      block.push(line);
      if (/^\s*\],\s*$/.test(line)) {
        if (leaks(block.join(" "))) removed++;
        else kept.push(...block);
        block = null;
      }
    } else if (/^\s*\[\s*$/.test(line)) block = [line];
    else if (/^\s*\[".*\],\s*$/.test(line) && leaks(line)) removed++;
    else kept.push(line);
  }
  if (removed === 0) continue;
  total += removed;
  console.log(`${path.relative(process.cwd(), file)}: ${removed} removed`);
  if (!dryRun) writeFileSync(file, kept.join("\n"));
}
console.log(
  `${total} of ${requests.length} requests ${dryRun ? "would be " : ""}removed (${leaking.size} distinct)`,
);
