import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openInquiryStore, SQLITE_FILE, type StoreOptions } from "../server/inquiries/open-store";
import type { InquiryRepository } from "../server/inquiries/repository";
import type { NewInquiry } from "../server/inquiries/schema";
import {
  freshPostgresDatabase,
  TEST_DATABASE_URL,
  tempDataDir,
  warnIfPostgresSkipped,
} from "../server/inquiries/test-support";
import { parseInquiriesArgs, UsageError } from "./lib/inquiries-args";

warnIfPostgresSkipped("npm run inquiries -- --delete on PostgreSQL");

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
function run(args: readonly string[], env: Record<string, string>): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/inquiries.ts", ...args],
      { cwd: root, env: { ...inherited, ...env }, timeout: 15_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

const inquiry = (email: string, over: Partial<NewInquiry> = {}): NewInquiry => ({
  id: randomUUID(),
  createdAt: new Date("2026-11-20T09:00:00.000Z"),
  mailbox: "contact@nullspace.example",
  name: "Jane",
  company: "",
  email,
  message: "Please call me.",
  context: "",
  subject: "Inquiry",
  template: "table",
  wantsAutoresponse: false,
  locale: "ko",
  status: "pending",
  clientIp: "127.0.0.1",
  privacyConsent: true,
  privacyNoticeVersion: "2026-11-26",
  ...over,
});

/** Jane's three inquiries (one already mailed), one from her +tag address, one from someone else. */
async function seed(store: InquiryRepository): Promise<void> {
  const mailed = await store.insert(inquiry("jane@example.com"));
  await store.markMailboxSent(mailed.id, new Date("2026-11-20T09:00:05.000Z"));
  await store.markSent(mailed.id, new Date("2026-11-20T09:00:05.000Z"));
  await store.insert(inquiry("Jane@Example.com"));
  await store.insert(inquiry("jane@example.com", { status: "spam" }));
  await store.insert(inquiry("jane+news@example.com"));
  await store.insert(inquiry("joe@example.com", { privacyConsent: false, privacyNoticeVersion: null }));
}

async function emails(options: StoreOptions): Promise<string[]> {
  const store = await openInquiryStore(options);
  try {
    return (await store.list()).map((r) => r.email).sort();
  } finally {
    await store.close();
  }
}

describe("the command line of npm run inquiries", () => {
  it("lists by default, and takes --json and --delete EMAIL in any order, ignoring npm's extra --", () => {
    expect(parseInquiriesArgs([])).toEqual({ json: false, help: false });
    expect(parseInquiriesArgs(["--json", "--", "--delete", " jane@example.com "])).toEqual({
      json: true,
      help: false,
      delete: "jane@example.com",
    });
    expect(parseInquiriesArgs(["--delete=jane@example.com"]).delete).toBe("jane@example.com");
  });

  it.each([
    [["--delete"], "argument missing"],
    [["--delete", "--json"], "ambiguous"],
    [["--delete", "jane"], "--delete needs an e-mail address"],
    [["--delete", ""], "--delete needs an e-mail address"],
    [["--delete", `${"x".repeat(250)}@example.com`], "too long"],
    [["--remove", "jane@example.com"], "Unknown option '--remove'"],
    [["jane@example.com"], "Unexpected argument 'jane@example.com'"],
  ])("rejects %j", (args, message) => {
    expect(() => parseInquiriesArgs(args)).toThrow(UsageError);
    expect(() => parseInquiriesArgs(args)).toThrow(message);
  });
});

describe("npm run inquiries (SQLite)", () => {
  let temp: ReturnType<typeof tempDataDir>;
  let env: Record<string, string>;
  beforeEach(async () => {
    temp = tempDataDir();
    env = { DATA_DIR: temp.dir };
    const store = await openInquiryStore({ dataDir: temp.dir });
    try {
      await seed(store);
    } finally {
      await store.close();
    }
  });
  afterEach(() => temp.remove());

  it("shows each inquiry's consent with the notice's version, or that none was recorded", async () => {
    const { code, stdout } = await run([], env);
    expect(code).toBe(0);
    expect(stdout).toMatch(/ consent /);
    expect(stdout.match(/ yes 2026-11-26 /g)).toHaveLength(4);
    expect(stdout).toMatch(/ not recorded .*joe@example\.com/);
  });

  it("--delete deletes every inquiry from the address, says how many and what to delete from the mailbox", async () => {
    const { code, stdout, stderr } = await run(["--delete", "JANE@example.com"], env);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain(
      `sqlite:${path.join(temp.dir, SQLITE_FILE)}: deleted 3 inquiries from jane@example.com.`,
    );
    expect(stdout).toContain(
      "One of them had already been mailed to contact@nullspace.example: delete that e-mail from the mailbox as well.",
    );
    expect(stdout).toContain("Not deleted: inquiries from jane+news@example.com");
    expect(await emails({ dataDir: temp.dir })).toEqual(["jane+news@example.com", "joe@example.com"]);

    const again = await run(["--delete", "jane@example.com", "--json"], env);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({
      email: "jane@example.com",
      deleted: 0,
      ids: [],
      mailed: {},
      sameInbox: ["jane+news@example.com"],
    });
  });

  it("exits 2 with the message and the usage for a wrong command line, and deletes nothing", async () => {
    const { code, stdout, stderr } = await run(["--delete", "not-an-address"], env);
    expect({ code, stdout }).toEqual({ code: 2, stdout: "" });
    expect(stderr).toContain("--delete needs an e-mail address, like --delete jane@example.com");
    expect(stderr).toContain("Usage: npm run inquiries");
    expect(stderr).not.toMatch(/\n\s+at /);
    expect(await emails({ dataDir: temp.dir })).toHaveLength(5);
  });

  it("does not create a store to delete from where there is none", async () => {
    const missing = path.join(temp.dir, "not-here");
    const { code, stderr } = await run(["--delete", "jane@example.com"], { DATA_DIR: missing });
    expect(code).toBe(1);
    expect(stderr).toContain(`No store at sqlite:${path.join(missing, SQLITE_FILE)}`);
  });
});

describe.skipIf(!TEST_DATABASE_URL)("npm run inquiries -- --delete (PostgreSQL)", () => {
  it("deletes every inquiry from the address in the store DATABASE_URL names", async () => {
    const db = await freshPostgresDatabase();
    const options = { databaseUrl: db.url, dataDir: "/nonexistent" };
    try {
      const store = await openInquiryStore(options);
      try {
        await seed(store);
      } finally {
        await store.close();
      }
      const { code, stdout } = await run(["--delete", "jane@example.com", "--json"], {
        DATABASE_URL: db.url,
      });
      expect(code).toBe(0);
      expect(JSON.parse(stdout)).toMatchObject({
        deleted: 3,
        mailed: { "contact@nullspace.example": 1 },
      });
      expect(await emails(options)).toEqual(["jane+news@example.com", "joe@example.com"]);
    } finally {
      await db.drop();
    }
  });
});
