import { parseArgs, type ParseArgsConfig } from "node:util";
import type { z } from "zod";
import { ConfigError, loadConfig, type AppConfig } from "../../server/config";

/** A wrong command line: the command prints the message and its usage, and exits with code 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/**
 * The start of an operational command (`npm run inquiries`, `npm run navigator:report`): its arguments parsed and the
 * configuration loaded from the environment as the server loads it. Either may be wrong: the message (and for the
 * arguments, the usage) goes to stderr and the command exits with code 2; `--help` prints the usage and exits 0.
 * Returns the exit code instead of the arguments when the command should stop.
 */
export function startCommand<A extends { help: boolean }>(
  parse: (argv: readonly string[]) => A,
  usage: string,
  argv: readonly string[] = process.argv.slice(2),
): { args: A; config: AppConfig } | number {
  let args: A;
  let config: AppConfig;
  try {
    args = parse(argv);
    config = loadConfig();
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  if (args.help) {
    console.log(usage);
    return 0;
  }
  return { args, config };
}

/** Runs a command's main function and sets the process's exit code from it (1 for an unexpected failure). */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}

/**
 * An operational command's flags (`options`, no positionals), checked by `schema`; a wrong command line throws a
 * UsageError (the command exits with code 2).
 */
export function parseCommandLine<S extends z.ZodType>(
  argv: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
  schema: S,
): z.infer<S> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({
      // A second "--" (npm run x -- --json -- --days 7) reaches the script verbatim; it separates nothing here.
      args: argv.filter((arg) => arg !== "--"),
      options,
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((issue) => issue.message).join("; "));
  return parsed.data;
}
