import { existsSync } from "node:fs";
import path from "node:path";
import { describeStore, openStore, SQLITE_FILE } from "../server/inquiries/open-store";
import { utcDay } from "../server/navigator-log/schema";
import { startCommand, runCommand } from "./lib/command";
import { NAVIGATOR_REPORT_USAGE, parseReportArgs } from "./lib/navigator-report-args";
import { formatReport, unknownRate } from "./lib/navigator-report-text";

/**
 * `npm run navigator:report [-- --json] [-- --days N] [-- --limit N]`: what visitors asked the navigator and what
 * they thought of its answers, from the same store the server writes (DATABASE_URL or the SQLite file in DATA_DIR).
 * Safe while the server runs: SQLite in WAL mode lets this reader in alongside it. Exit code 2 for a wrong command
 * line or configuration, 1 when the store cannot be read.
 */
async function main(): Promise<number> {
  const started = startCommand(parseReportArgs, NAVIGATOR_REPORT_USAGE);
  if (typeof started === "number") return started;
  const { args, config } = started;

  const options = { databaseUrl: config.DATABASE_URL, dataDir: config.dataDir };
  const store = describeStore(options);
  // Opening a store creates it: a mistyped DATA_DIR would otherwise report an empty, brand-new database.
  if (!options.databaseUrl && !existsSync(path.join(options.dataDir, SQLITE_FILE))) {
    console.error(`No store at ${store}: is DATA_DIR the server's?`);
    return 1;
  }

  const now = Date.now();
  const today = utcDay(new Date(now));
  const sinceDay = utcDay(new Date(now - (args.days - 1) * 86_400_000));
  const opened = await openStore(options);
  try {
    const report = await opened.navigatorLog.report(sinceDay, args.limit);
    if (args.json) {
      const out = { ...report, unknownRate: unknownRate(report), today, days: args.days, store };
      process.stdout.write(`${JSON.stringify(out)}\n`);
    } else {
      console.log(formatReport(report, { sinceDay, today, days: args.days, store }));
    }
  } finally {
    await opened.close();
  }
  return 0;
}

runCommand(main);
