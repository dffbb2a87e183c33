/**
 * npm run navigator:decisions [-- --out FILE] [-- --compare FILE]
 *
 * Whether a change to the engine changed any decision: every query of every eval set, each in five spellings (as
 * written, a letter dropped, upper case, without spaces, with words around it), decided and reduced to a hash of
 * everything the decision holds (destination, reason, confidence and ranked scores to the last bit,
 * recommendations, language, repaired words). Prints the count and one digest over all of them; `--out` writes
 * the hashes one per line, and `--compare` counts the lines that differ from such a file (from another build of
 * the same eval sets: lines are compared by position).
 * Only hashes are printed or written, never a query, so the blind sets stay unread.
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { pagesSetA } from "./sets/dev-pages-a";
import { pagesSetB } from "./sets/dev-pages-b";
import { everydaySet } from "./sets/dev-everyday";
import { holdoutSet } from "./sets/dev-holdout";
import { needsSet } from "../../content/navigator/labelled/needs";
import { tuningSet } from "../../content/navigator/labelled/tuning";
import { createNavigatorService } from "../../server/navigator/service";

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

const spellings = (q: string) => [
  q,
  q.length > 4 ? q.slice(0, 2) + q.slice(3) : q,
  q.toUpperCase(),
  q.split(" ").join(""),
  `the ${q} please`,
];

const { engine } = createNavigatorService();
const sets = [tuningSet, holdoutSet, pagesSetA, needsSet, pagesSetB, everydaySet];
const hashes: string[] = [];
for (const set of sets) {
  for (const [, query] of set) {
    for (const q of spellings(query)) {
      const d = engine.decide(q);
      const record = JSON.stringify([
        d.destination,
        d.reason,
        d.confidence,
        d.ranked.map((r) => [r.path, r.score]),
        d.recommendations,
        d.korean,
        d.tokens,
      ]);
      hashes.push(createHash("sha256").update(record).digest("hex").slice(0, 16));
    }
  }
}
const digest = createHash("sha256").update(hashes.join("\n")).digest("hex").slice(0, 16);
console.log(`${hashes.length} decisions, digest ${digest}`);
// Read before writing: `--compare old.txt --out old.txt` compares with the old file, then replaces it.
const compare = option("--compare");
const other = compare ? readFileSync(compare, "utf8").trim().split("\n") : null;
const out = option("--out");
if (out) writeFileSync(out, `${hashes.join("\n")}\n`);
if (compare && other) {
  const differ = hashes.filter((h, i) => other[i] !== h).length + Math.max(0, other.length - hashes.length);
  console.log(`${differ} of ${hashes.length} decisions differ from ${compare}`);
  if (differ > 0) process.exitCode = 1;
}
