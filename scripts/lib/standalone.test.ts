import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone: a clone holds everything its files refer to. A comment, doc or test title that cites a
 * document outside the repository (the original brief's sections, its notes file, a sibling checkout) or an issue by
 * number means nothing to the next maintainer; it says why in its own words or points into docs/ (docs/product.md is
 * the product's contract).
 *
 * The patterns are written so that this file does not match them itself.
 */
const OUTSIDE_REFERENCES: ReadonlyArray<{ name: string; pattern: RegExp }> = [
  { name: "a notes file outside the repository", pattern: /\bFACTS\.md\b/ },
  { name: "the original spec file", pattern: /\bportal-spec\b/ },
  { name: "a section number", pattern: /\u00a7\s*\d/ },
  { name: "a spec section", pattern: /\bspec\s*\u00a7/i },
  { name: "an issue number", pattern: /\bissues?(?:[ -]#?|#)\d/i },
];

/**
 * Visitors' own words, quoted as data (the navigator's requests and the evaluation sets): a visitor may well type
 * a newsletter issue by its number. Only the issue-number pattern is waived there; the rest hold everywhere.
 */
const QUOTED_VISITOR_TEXT = [
  /^content\/navigator\/requests\//,
  /^content\/navigator\/out-of-scope/,
  /^eval\/navigator\/sets\//,
];

interface Finding {
  file: string;
  line: number;
  rule: string;
  text: string;
}

const root = path.resolve(import.meta.dirname, "../..");

/**
 * A relative path to a folder named shared that leaves the repository (from `file`'s folder), or that names what the
 * sibling checkout holds (its spec folder, style guide or notes). The repository's own shared folders
 * (content/data/shared) are left alone.
 */
function sibling(file: string, line: string): boolean {
  for (const [, ups = "", rest = ""] of line.matchAll(/((?:\.\.\/)+)shared(?![\w-])(\/[\w./-]*)?/g)) {
    const target = path.resolve(root, path.dirname(file), `${ups}shared`);
    if (!target.startsWith(root + path.sep) || /^\/(spec\b|STYLE\.md|FACTS)/.test(rest)) return true;
  }
  return false;
}

function outsideReferences(file: string, text: string): Finding[] {
  const quoted = QUOTED_VISITOR_TEXT.some((re) => re.test(file));
  const findings: Finding[] = [];
  text.split("\n").forEach((line, index) => {
    const found = (rule: string) =>
      findings.push({ file, line: index + 1, rule, text: line.trim().slice(0, 160) });
    if (sibling(file, line)) found("a path into a sibling checkout");
    for (const { name, pattern } of OUTSIDE_REFERENCES) {
      if (quoted && name === "an issue number") continue;
      if (pattern.test(line)) found(name);
    }
  });
  return findings;
}

/** Tracked files plus new ones not yet added (ignored files such as node_modules, dist and data excluded). */
function repositoryFiles(): string[] {
  const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return [...new Set(out.split("\0").filter(Boolean))];
}

function readText(file: string): string | null {
  const full = path.join(root, file);
  if (!existsSync(full)) return null; // deleted in the working tree, not yet in the index
  const bytes = readFileSync(full);
  if (bytes.subarray(0, 8000).includes(0)) return null; // binary (fonts, images)
  return bytes.toString("utf8");
}

describe("outsideReferences", () => {
  const S = "\u00a7";
  it("flags the references a clone cannot follow", () => {
    const lines = [
      `/** Spec ${S}9: the home helper phrase rotates every 8 s. */`,
      `// (spec ${S}7, ${S}8)`,
      `The product contract is the spec (\`..${"/"}shared/spec/portal${"-"}spec.md\`).`,
      `React + react-dom alone are 67.7 KB gz (FACTS${".md"}).`,
      `must stay within 100 KB (issue${" "}7)`,
      `Before main gained the issue${"-"}3 pages`,
      `Issue${" #"}33: the repository stands alone`,
      `see ${S} 4.2`,
      `import x from "../..${"/"}shared/x";`,
      `the style guide (..${"/"}shared/STYLE.md)`,
    ];
    const found = lines.map((line) => outsideReferences("app/x.ts", line).length);
    expect(found.every((n) => n > 0)).toBe(true);
  });

  it("leaves the repository's own shared folders alone", () => {
    const line = `import { sharedSolutionDetails } from "..${"/"}shared/solution-details";`;
    expect(outsideReferences("content/data/solution-details/torusdb.ts", line)).toEqual([]);
  });

  it("leaves ordinary text alone: test files, words like 'issued', Korean and unusual characters", () => {
    const lines = [
      "`tests/e2e/budget.spec.ts` enforces the budget",
      "const r = (spec: RouteSpec): RouteDef => ({ ...spec });",
      "certificates issued 2024, an issue with 3 causes, issues: 12",
      "the shared secret of ../shared-nothing/ is not a sibling checkout",
      "개인정보 수집 및 이용 동의 (제15조 1항), 이슈 3건",
      "a section sign alone: \u00a7, or before a letter \u00a7a; ½ ≤ 3 µs ₩100",
      "facts.md is a different name; FACTS.mdx too",
    ];
    for (const line of lines) expect(outsideReferences("docs/x.md", line)).toEqual([]);
  });

  it("lets visitors' quoted requests name an issue number, but nothing else", () => {
    const request = `fix github issue${" "}12 in the sdk`;
    expect(outsideReferences("content/navigator/requests/devhub.ts", request)).toEqual([]);
    expect(outsideReferences("eval/navigator/sets/dev-fresh.ts", request)).toEqual([]);
    expect(outsideReferences("content/navigator/requests/devhub.ts", `see ${S}9`)).toHaveLength(1);
    expect(outsideReferences("app/x.ts", request)).toHaveLength(1);
  });
});

describe("the repository stands alone", () => {
  it("no file refers to a document outside it, a spec section or an issue number", () => {
    const files = repositoryFiles();
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((file) => {
      const text = readText(file);
      return text === null ? [] : outsideReferences(file, text);
    });
    expect(findings.map((f) => `${f.file}:${f.line} (${f.rule}): ${f.text}`)).toEqual([]);
  });
});
