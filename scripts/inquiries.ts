import { loadConfigOrExit } from "../server/config";
import { describeStore, openInquiryStore } from "../server/inquiries/open-store";
import { inquiryTable } from "./lib/inquiry-table";

/**
 * `npm run inquiries [-- --json]`: every stored inquiry, from the same store the server uses (DATABASE_URL or
 * the SQLite file in DATA_DIR). Safe while the server runs: SQLite in WAL mode lets this reader in alongside it.
 */
async function main(): Promise<void> {
  const json = process.argv.includes("--json");
  const config = loadConfigOrExit();
  const options = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
  const store = await openInquiryStore(options);
  try {
    const rows = await store.list();
    if (json) {
      process.stdout.write(rows.map((row) => `${JSON.stringify(row)}\n`).join(""));
    } else {
      const counts = new Map<string, number>();
      for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
      const summary = [...counts].map(([status, n]) => `${n} ${status}`).join(", ") || "none";
      console.log(`${describeStore(options)}: ${rows.length} inquiries (${summary})\n`);
      if (rows.length > 0) console.log(inquiryTable(rows));
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
