import { existsSync } from "node:fs";
import path from "node:path";
import { describeStore, openInquiryStore, SQLITE_FILE } from "../server/inquiries/open-store";
import type { InquiryRepository } from "../server/inquiries/repository";
import { startCommand, runCommand } from "./lib/command";
import { INQUIRIES_USAGE, parseInquiriesArgs } from "./lib/inquiries-args";
import { deletionReport, formatDeletion } from "./lib/inquiry-deletion";
import { inquiryTable } from "./lib/inquiry-table";

/**
 * `npm run inquiries [-- --json]`: every stored inquiry, from the same store the server uses (DATABASE_URL or the
 * SQLite file in DATA_DIR). `npm run inquiries -- --delete <email>`: a person's deletion request, carried out.
 * Safe while the server runs: SQLite in WAL mode lets this process in alongside it. Exit code 2 for a wrong command
 * line or configuration, 1 when the store cannot be read.
 */
async function main(): Promise<number> {
  const started = startCommand(parseInquiriesArgs, INQUIRIES_USAGE);
  if (typeof started === "number") return started;
  const { args, config } = started;

  const options = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
  const where = describeStore(options);
  // Opening a store creates it: after a mistyped DATA_DIR, a deletion would report nothing to delete.
  if (
    args.delete !== undefined &&
    !options.databaseUrl &&
    !existsSync(path.join(options.dataDir, SQLITE_FILE))
  ) {
    console.error(`No store at ${where}: is DATA_DIR the server's?`);
    return 1;
  }
  const store = await openInquiryStore(options);
  try {
    if (args.delete !== undefined) await remove(store, where, args.delete, args.json);
    else await list(store, where, args.json);
  } finally {
    await store.close();
  }
  return 0;
}

async function list(store: InquiryRepository, where: string, json: boolean): Promise<void> {
  const rows = await store.list();
  if (json) {
    process.stdout.write(rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
    return;
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  const summary = [...counts].map(([status, n]) => `${n} ${status}`).join(", ") || "none";
  console.log(`${where}: ${rows.length} inquiries (${summary})\n`);
  if (rows.length > 0) console.log(inquiryTable(rows));
}

async function remove(store: InquiryRepository, where: string, email: string, json: boolean): Promise<void> {
  const deleted = await store.deleteByEmail(email);
  const report = deletionReport(where, email, deleted, await store.list());
  console.log(json ? JSON.stringify(report) : formatDeletion(report));
}

runCommand(main);
