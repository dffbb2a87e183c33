import Database from "better-sqlite3";
import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStore, SQLITE_FILE, type Store } from "../server/inquiries/open-store";
import { tempDataDir } from "../server/inquiries/test-support";
import { NavigatorRecorder } from "../server/navigator-log/recorder";
import { parseReportArgs, UsageError } from "./lib/navigator-report-args";

const root = path.resolve(import.meta.dirname, "..");

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * The script from its source (tsx's loader in a fresh node), in the repository root; the npm script runs the build's
 * compiled copy, which scripts/lib/node-bundles.test.ts runs.
 */
function run(args: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/navigator-report.ts", ...args],
      { cwd: root, env: { ...inherited, ...env }, timeout: 15_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("the report's command line", () => {
  it("defaults to 30 days, 20 rows per list and text", () => {
    expect(parseReportArgs([])).toEqual({ json: false, help: false, days: 30, limit: 20 });
  });

  it("takes --opt N and --opt=N, and ignores the extra -- that npm passes on", () => {
    expect(parseReportArgs(["--json", "--", "--days=7", "--limit", "5"])).toMatchObject({
      json: true,
      days: 7,
      limit: 5,
    });
  });

  it.each([
    [["--days", "3651"], "--days must be at most 3650"],
    [["--days", "1.5"], "--days must be a whole number"],
    [["--limit", "0"], "--limit must be at least 1"],
    [["--limit", "-1"], "--limit"],
    [["--days"], "argument missing"],
    [["--json=yes"], "does not take an argument"],
    [["extra"], "Unexpected argument 'extra'"],
  ])("rejects %j", (args, message) => {
    expect(() => parseReportArgs(args)).toThrow(UsageError);
    expect(() => parseReportArgs(args)).toThrow(message);
  });
});

describe("npm run navigator:report", () => {
  const temp = tempDataDir();
  // Held open for the whole file, as the running server holds it.
  let store: Store;

  beforeAll(async () => {
    store = await openStore({ dataDir: temp.dir });
    const recorder = new NavigatorRecorder({ repository: store.navigatorLog, retentionDays: 90 });
    const asked = [
      ["a1", "en", "What's the weather?", "unknown", 0.9, false],
      ["a2", "en", "what's the  WEATHER?", "unknown", 0.8, false],
      ["a3", "ko", "비트코인 시세", "unknown", 0.7, false],
      ["a4", "en", "fhe papers", "/research/whitepaper-library", 0.98, true],
      ["a5", "en", "something vague", "/labs", 0.45, false],
      ["a6", "en", "call me at 010-1234-5678", "/enterprise", 0.97, true],
    ] as const;
    for (const [answerId, locale, query, destination, confidence, confident] of asked)
      recorder.decision({ answerId, locale, query, destination, confidence, confident });
    recorder.verdict({ answerId: "a4", helpful: true });
    recorder.verdict({ answerId: "a5", helpful: false });
    recorder.verdict({ answerId: "a5", helpful: false, comment: "I wanted\nthe lab's papers" });
    recorder.choice({ answerId: "a5", path: "/research/whitepaper-library" });
    await recorder.close();
    // Older than any period the script accepts: it must not be counted.
    await store.navigatorLog.insertDecisions([
      {
        answer_id: "old",
        day: "2000-01-01",
        locale: "en",
        query: "ancient",
        destination: "/",
        confidence: 1,
        confident: 1,
      },
    ]);
  });

  afterAll(async () => {
    await store.close();
    temp.remove();
  });

  it("prints one JSON object with the totals and every list, from DATA_DIR", async () => {
    const { code, stdout, stderr } = await run(["--json", "--days", "3650"], { DATA_DIR: temp.dir });
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const report: unknown = JSON.parse(stdout);
    expect(report).toMatchObject({
      total: 6,
      unknown: 3,
      unknownRate: 0.5,
      helpful: 1,
      notHelpfulCount: 1,
      days: 3650,
      store: `sqlite:${path.join(temp.dir, SQLITE_FILE)}`,
      unanswered: [
        { query: "what's the weather?", count: 2 },
        { query: "비트코인 시세", count: 1 },
      ],
      unsure: { total: 4, chosen: 1, chosenOther: 1 },
      choseOther: [
        { query: "something vague", destination: "/labs", chosen: "/research/whitepaper-library", count: 1 },
      ],
      confidentNotHelpful: [],
      confidentChoseOther: [],
      notHelpful: [
        {
          query: "something vague",
          destination: "/labs",
          count: 1,
          comments: ["I wanted\nthe lab's papers"],
        },
      ],
      destinations: [
        { path: "unknown", count: 3 },
        { path: "/enterprise", count: 1 },
        { path: "/labs", count: 1 },
        { path: "/research/whitepaper-library", count: 1 },
      ],
    });
    expect(report).toHaveProperty("sinceDay", expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(stdout).not.toContain("5678");
    expect(stdout).not.toContain("ancient");
  });

  it("prints the header, the totals and every section as aligned text", async () => {
    const { code, stdout } = await run(["--limit", "1"], { DATA_DIR: temp.dir });
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Navigator report: \d{4}-\d{2}-\d{2} \.\. \d{4}-\d{2}-\d{2} \(UTC, 30 days\)$/m);
    expect(stdout).toContain(`Store: sqlite:${path.join(temp.dir, SQLITE_FILE)}`);
    expect(stdout).toMatch(/^ {2}Unknown {6}3 \(50\.0%\)$/m);
    expect(stdout).toMatch(/^ {2}Not helpful {2}1$/m);
    for (const title of [
      "Top unanswered queries",
      "Confident answers flagged not helpful",
      "Unsure answers where the visitor chose another page",
      "Not helpful",
      "Destinations",
    ])
      expect(stdout).toMatch(new RegExp(`^${title}$`, "m"));
    // --limit 1: only the most asked unanswered query.
    expect(stdout).toMatch(/^ {6}2 {2}what's the weather\?$/m);
    expect(stdout).not.toContain("비트코인");
    // The comment under its answer, on one line.
    expect(stdout).toMatch(/^ {6}1 {2}something vague {2}→ {2}\/labs\n {9}- I wanted the lab's papers$/m);
  });

  it("says none for empty sections", async () => {
    const empty = tempDataDir();
    try {
      const opened = await openStore({ dataDir: empty.dir });
      await opened.close();
      const { code, stdout } = await run([], { DATA_DIR: empty.dir });
      expect(code).toBe(0);
      expect(stdout.match(/^ {2}none$/gm)).toHaveLength(6);
    } finally {
      empty.remove();
    }
  });

  it("rejects a wrong command line with a message, the usage and exit code 2", async () => {
    const cases = [
      [["--days", "0"], "--days must be at least 1"],
      [["--days", "x"], "--days must be a whole number"],
      [["--verbose"], "Unknown option '--verbose'"],
    ] as const;
    // In parallel: each run is mostly a node start.
    const runs = await Promise.all(cases.map(([args]) => run(args, { DATA_DIR: temp.dir })));
    runs.forEach(({ code, stdout, stderr }, index) => {
      const [args, message] = cases[index] ?? [[], ""];
      expect({ args, code, stdout }).toEqual({ args, code: 2, stdout: "" });
      expect(stderr).toContain(message);
      expect(stderr).toContain("Usage: npm run navigator:report");
      expect(stderr).not.toMatch(/\n\s+at /);
    });
  });

  it("rejects a bad DATABASE_URL with the configuration's message and exit code 2", async () => {
    const { code, stderr } = await run(["--json"], { DATA_DIR: temp.dir, DATABASE_URL: "mysql://db/x" });
    expect(code).toBe(2);
    expect(stderr).toContain("DATABASE_URL must be a postgres:// or postgresql:// URL");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("does not create a store where there is none", async () => {
    const missing = path.join(temp.dir, "not-here");
    const { code, stderr } = await run([], { DATA_DIR: missing });
    expect(code).toBe(1);
    expect(stderr).toContain(`No store at sqlite:${path.join(missing, SQLITE_FILE)}`);
  });

  it("reports while another connection is in the middle of a write", async () => {
    const writer = new Database(path.join(temp.dir, SQLITE_FILE));
    try {
      writer.pragma("busy_timeout = 5000");
      writer.exec("BEGIN IMMEDIATE");
      writer
        .prepare(
          "INSERT INTO navigator_decisions (answer_id, day, locale, query, destination, confidence) VALUES (?, ?, ?, ?, ?, ?)",
        )
        .run("uncommitted", new Date().toISOString().slice(0, 10), "en", "not yet", "/labs", 0.9);
      const { code, stdout } = await run(["--json"], { DATA_DIR: temp.dir });
      expect(code).toBe(0);
      // The reader sees the last committed state, without waiting for the writer.
      expect(JSON.parse(stdout)).toMatchObject({ total: 6 });
    } finally {
      writer.exec("ROLLBACK");
      writer.close();
    }
  });
});
