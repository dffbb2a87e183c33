import { z } from "zod";

export const NAVIGATOR_REPORT_USAGE = `Usage: npm run navigator:report [-- --json] [-- --days N] [-- --limit N]

  --json      print one JSON object instead of the tables
  --days N    the last N UTC days, today included (1-3650, default 30)
  --limit N   rows per list (1-1000, default 20)
  --help      this text`;

import { parseCommandLine, UsageError } from "./command";

export { UsageError };

// The log keeps at most NAVIGATOR_LOG_DAYS (up to 3650) days, so a longer period could only show the same rows.
const count = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().int().min(1, `${name} must be at least 1`).max(max, `${name} must be at most ${max}`));

const argsSchema = z.object({
  json: z.boolean().default(false),
  help: z.boolean().default(false),
  days: count("--days", 3650).default(30),
  limit: count("--limit", 1000).default(20),
});

export type ReportArgs = z.infer<typeof argsSchema>;

export function parseReportArgs(argv: readonly string[]): ReportArgs {
  return parseCommandLine(
    argv,
    {
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
      days: { type: "string" },
      limit: { type: "string" },
    },
    argsSchema,
  );
}
