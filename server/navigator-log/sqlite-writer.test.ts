import Database from "better-sqlite3";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { openDatabase, openStore, SQLITE_FILE } from "../inquiries/open-store";
import { SQLITE_PAGE_CACHE_KIB } from "../inquiries/sqlite-settings";
import { tempDataDir } from "../inquiries/test-support";
import type { DecisionRow } from "./schema";
import { createSqliteDecisionWriter } from "./sqlite-writer";

const row = (n: number): DecisionRow => ({
  answer_id: `a${n}`,
  day: "2026-11-25",
  locale: n % 2 ? "ko" : "en",
  query: `query ${n} ☃ "quoted" \u0000 end`,
  destination: "/research",
  confidence: n / 1000,
  confident: n % 3 === 0 ? 1 : 0,
});

/**
 * A stand-in for better-sqlite3 in the writer's thread (CommonJS): `onLoad` runs when the thread loads it, and
 * `pragma` is the body of its pragma(text) method. Every statement and transaction succeeds.
 */
function standInDriver(
  dir: string,
  { onLoad = "", pragma = "" }: { onLoad?: string; pragma?: string },
): string {
  const driver = path.join(dir, "driver.cjs");
  writeFileSync(
    driver,
    `const fs = require("node:fs");
     ${onLoad}
     module.exports = class {
       pragma(text) { ${pragma} }
       prepare() { return { run() {} }; }
       transaction(fn) { return fn; }
     };`,
  );
  return driver;
}

describe("decision writer thread (SQLite)", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const migratedFile = async () => {
    const { dir, remove } = tempDataDir();
    cleanups.push(remove);
    // The store's migrations create the table; the writer only ever inserts.
    await (await openStore({ dataDir: dir })).close();
    return path.join(dir, SQLITE_FILE);
  };

  it("commits every field of a batch as given, and a batch sent twice only once", async () => {
    const file = await migratedFile();
    const writer = createSqliteDecisionWriter(file);
    cleanups.push(() => writer.close());
    const rows = Array.from({ length: 1200 }, (_, n) => row(n));
    await writer.write(rows);
    await writer.write(rows.slice(0, 10));
    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    const stored = db.prepare("SELECT * FROM navigator_decisions ORDER BY confidence").all() as DecisionRow[];
    expect(stored).toEqual(rows);
  });

  it("close waits for a batch in flight before the thread stops", async () => {
    const file = await migratedFile();
    const writer = createSqliteDecisionWriter(file);
    const written = writer.write([row(1), row(2)]);
    await writer.close();
    await written;
    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    expect(db.prepare("SELECT count(*) AS n FROM navigator_decisions").get()).toEqual({ n: 2 });
  });

  it("reports a store it cannot write as a failed batch, and writes again once the store is there", async () => {
    const { dir, remove } = tempDataDir();
    cleanups.push(remove);
    const file = path.join(dir, SQLITE_FILE);
    // An empty database: the thread cannot prepare its statement (no table yet).
    new Database(file).close();
    const writer = createSqliteDecisionWriter(file);
    cleanups.push(() => writer.close());
    await expect(writer.write([row(1)])).rejects.toThrow(/navigator_decisions/);
    await (await openStore({ dataDir: dir })).close();
    await writer.write([row(2)]);
    const db = new Database(file, { readonly: true });
    cleanups.push(() => void db.close());
    expect(db.prepare("SELECT answer_id FROM navigator_decisions").all()).toEqual([{ answer_id: "a2" }]);
  });

  it("refuses a batch written after close, with a clear error", async () => {
    const file = await migratedFile();
    const writer = createSqliteDecisionWriter(file);
    await writer.write([row(1)]);
    await writer.close();
    await expect(writer.write([row(2)])).rejects.toThrow(/closing/);
  });

  it("opens its connection with the store's settings: busy wait, full sync and a bounded page cache", async () => {
    const { dir, remove } = tempDataDir();
    cleanups.push(remove);
    // A stand-in driver that writes down every pragma the thread sets.
    const log = path.join(dir, "pragmas.txt");
    const driver = standInDriver(dir, { pragma: `fs.appendFileSync(${JSON.stringify(log)}, text + "\\n");` });
    const writer = createSqliteDecisionWriter(path.join(dir, "unused.sqlite"), driver);
    cleanups.push(() => writer.close());
    await writer.write([row(1)]);
    expect(readFileSync(log, "utf8").trim().split("\n")).toEqual([
      "busy_timeout = 5000",
      "synchronous = FULL",
      `cache_size = -${SQLITE_PAGE_CACHE_KIB}`,
    ]);
  });

  it("fails only the batches of a thread that stops, never those already sent to the next one", async () => {
    const { dir, remove } = tempDataDir();
    cleanups.push(remove);
    // A stand-in driver whose first load throws (the thread dies: "error", then "exit") and which accepts every
    // batch afterwards.
    const marker = path.join(dir, "loaded-once");
    const driver = standInDriver(dir, {
      onLoad: `if (!fs.existsSync(${JSON.stringify(marker)})) {
         fs.writeFileSync(${JSON.stringify(marker)}, "");
         throw new Error("driver failed to load");
       }`,
    });
    const writer = createSqliteDecisionWriter(path.join(dir, "unused.sqlite"), driver);
    cleanups.push(() => writer.close());
    let second: Promise<void> | undefined;
    // The next batch is sent while the first thread is between its "error" and its "exit".
    const first = writer.write([row(1)]).catch((error: unknown) => {
      second = writer.write([row(2)]);
      throw error;
    });
    await expect(first).rejects.toThrow(/driver failed to load/);
    await expect(second).resolves.toBeUndefined();
  });
});

describe("the store's own SQLite connection", () => {
  it("commits with full sync in WAL mode and keeps the same bounded page cache as the writer thread", async () => {
    const { dir, remove } = tempDataDir();
    const { db } = await openDatabase({ dataDir: dir });
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`PRAGMA ${name}`).execute(db)).rows[0] as object)[0] as unknown;
      expect(await pragma("journal_mode")).toBe("wal");
      expect(await pragma("synchronous")).toBe(2);
      expect(await pragma("cache_size")).toBe(-SQLITE_PAGE_CACHE_KIB);
    } finally {
      await db.destroy();
      remove();
    }
  });
});
