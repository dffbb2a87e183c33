import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { migrateToLatest } from "./migrations";
import { createKyselyRepository, type InquiryRepository, type StoreDialect } from "./repository";
import type { InquiryDatabase } from "./schema";
import { SQLITE_PAGE_CACHE_KIB } from "./sqlite-settings";
import { createNavigatorLogRepository, type NavigatorLogRepository } from "../navigator-log/repository";

export interface StoreOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string | undefined;
  /** Directory of the SQLite file (DATA_DIR). */
  dataDir: string;
}

export const SQLITE_FILE = "inquiries.sqlite";

export function describeStore(options: StoreOptions): string {
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl);
    return `postgresql://${url.hostname}:${url.port || "5432"}${url.pathname}`;
  }
  return `sqlite:${path.join(options.dataDir, SQLITE_FILE)}`;
}

// Each driver is imported only when the configuration uses it: a process needs one of the two, and each is a few
// megabytes of heap.
async function openSqlite(dataDir: string): Promise<Kysely<InquiryDatabase>> {
  const { default: Database } = await import("better-sqlite3");
  mkdirSync(dataDir, { recursive: true });
  const database = new Database(path.join(dataDir, SQLITE_FILE));
  // Wait for another process's write lock (the inquiries script, a second test) instead of failing at once.
  database.pragma("busy_timeout = 5000");
  database.pragma("journal_mode = WAL");
  // FULL: every commit fsyncs the WAL, so an answered inquiry survives a power cut, not just a process kill.
  database.pragma("synchronous = FULL");
  database.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  return new Kysely<InquiryDatabase>({ dialect: new SqliteDialect({ database }) });
}

async function openPostgres(connectionString: string): Promise<Kysely<InquiryDatabase>> {
  const { default: pg } = await import("pg");
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 10_000 });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on("error", () => undefined);
  return new Kysely<InquiryDatabase>({ dialect: new PostgresDialect({ pool }) });
}

/** The configured database, not yet migrated (openInquiryStore migrates it; tests start from older schemas). */
export async function openDatabase(
  options: StoreOptions,
): Promise<{ db: Kysely<InquiryDatabase>; dialect: StoreDialect }> {
  return options.databaseUrl
    ? { db: await openPostgres(options.databaseUrl), dialect: "postgres" }
    : { db: await openSqlite(options.dataDir), dialect: "sqlite" };
}

/** Open the configured store and run migrations, for a caller that needs the inquiries only; it owns `close()`. */
export async function openInquiryStore(options: StoreOptions): Promise<InquiryRepository> {
  return (await openStore(options)).inquiries;
}

/** The store with everything it holds: the inquiries and the navigator's decision log. */
export interface Store {
  inquiries: InquiryRepository;
  navigatorLog: NavigatorLogRepository;
  close(): Promise<void>;
}

export async function openStore(options: StoreOptions): Promise<Store> {
  const { db, dialect } = await openDatabase(options);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const inquiries = createKyselyRepository(db, dialect);
  // On SQLite the decision log has a writer thread of its own, with its own connection to the same file.
  const navigatorLog = createNavigatorLogRepository(
    db,
    dialect === "sqlite" ? path.join(options.dataDir, SQLITE_FILE) : undefined,
  );
  return {
    inquiries,
    navigatorLog,
    close: async () => {
      await navigatorLog.close();
      await inquiries.close();
    },
  };
}
