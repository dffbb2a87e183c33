/**
 * npx tsx eval/navigator/prune-leaks.ts [--dry-run]
 *
 * Removes from content/navigator (visitor requests, out-of-scope requests) every request that equals or nearly
 * equals a query of a development set the engine is not tuned on (held-out, pages A and B, everyday words, fresh),
 * so those sets keep measuring what the engine generalises to rather than what it memorised. The sets' cases stay
 * where they are. Prints counts per file only: the removed texts would show the sets' queries to whoever reads
 * the output.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { visitorRequests } from "../../content/navigator/requests";
import { findLeaks } from "./leakage";
import { heldOutSets } from "./sets";

const dryRun = process.argv.includes("--dry-run");
const requests = [
  ...Object.values(visitorRequests).flatMap((r) => [...r.en, ...r.ko]),
  ...outOfScopeRequests.en,
  ...outOfScopeRequests.ko,
];
const queries = heldOutSets.flatMap(({ cases }) => cases.map((c) => c[1]));
// findLeaks looks for each of its first list in the second: here, each request among the sets' queries.
const leaking = new Set(findLeaks(requests, queries).map((l) => requests[l.index] ?? ""));

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
  const kept = lines.filter((line) => {
    const m = /^\s*("(?:[^"\\]|\\.)*"),\s*$/.exec(line);
    return !(m?.[1] && leaking.has(JSON.parse(m[1]) as string));
  });
  const removed = lines.length - kept.length;
  if (removed === 0) continue;
  total += removed;
  console.log(`${path.relative(process.cwd(), file)}: ${removed} removed`);
  if (!dryRun) writeFileSync(file, kept.join("\n"));
}
console.log(
  `${total} of ${requests.length} requests ${dryRun ? "would be " : ""}removed (${leaking.size} distinct)`,
);
