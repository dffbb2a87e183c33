import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

/** Test helpers (not a test file): temporary SQLite directories and fresh PostgreSQL databases. */
export function tempDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "inquiries-"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** Call from each file with PostgreSQL tests, so a skip is always visible in the output. */
export function warnIfPostgresSkipped(what: string): void {
  if (!TEST_DATABASE_URL)
    console.warn(
      `[inquiries] TEST_DATABASE_URL is not set: ${what} SKIPPED (scripts/ci/start-postgres.sh starts a server)`,
    );
}

/** A new empty database on the test server, so every test file starts clean and files can run in parallel. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is not set");
  const name = `inq_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
