import { ConfigError, loadConfig } from "../server/config";
import { describeStore, openInquiryStore } from "../server/inquiries/open-store";
import type { Inquiry } from "../server/inquiries/schema";

/**
 * `npm run inquiries [-- --json]`: every stored inquiry, from the same store the server uses (DATABASE_URL or
 * the SQLite file in DATA_DIR). Safe while the server runs: SQLite in WAL mode lets this reader in alongside it.
 */
const cell = (value: string, width: number) => {
  const flat = value.replace(/\s+/g, " ");
  return (flat.length > width ? `${flat.slice(0, width - 1)}…` : flat).padEnd(width);
};

function table(rows: readonly Inquiry[]): string {
  const columns: Array<[string, number, (i: Inquiry) => string]> = [
    ["created", 24, (i) => i.createdAt],
    ["status", 7, (i) => i.status],
    ["tries", 5, (i) => String(i.attempts)],
    ["name", 20, (i) => i.name],
    ["email", 28, (i) => i.email],
    ["context", 28, (i) => i.context],
    ["message", 40, (i) => i.message],
  ];
  const header = columns.map(([title, width]) => cell(title, width)).join("  ");
  const lines = rows.map((row) => columns.map(([, width, get]) => cell(get(row), width)).join("  "));
  return [header, "-".repeat(header.length), ...lines].join("\n");
}

async function main(): Promise<void> {
  const json = process.argv.includes("--json");
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
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
      if (rows.length > 0) console.log(table(rows));
    }
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
