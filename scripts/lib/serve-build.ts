import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import { readFileSync } from "node:fs";
import { isBuildCurrent } from "./build-stamp.mjs";

/**
 * The node options `npm start` runs the server with, read from package.json's start script (its one
 * definition), so a benchmark measures the process `npm start` runs.
 */
export function serverNodeFlags(startScript: string): string[] {
  const match = /exec node((?:\s+--\S+)*)\s+dist\/server\/main\.js/.exec(startScript);
  if (!match)
    throw new Error(`package.json's start script does not exec node on dist/server/main.js: ${startScript}`);
  return (match[1] ?? "").split(/\s+/).filter(Boolean);
}

const startScript = () =>
  (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;

/**
 * Start the built server (dist/server/main.js) on 127.0.0.1 for a benchmark and wait until it answers. Each
 * benchmark has its own port; `BENCH_PORT` moves it when another checkout is benchmarking on this machine.
 */
export async function startBuiltServer(
  defaultPort: number,
  env: Record<string, string> = {},
  stdio: StdioOptions = "inherit",
  /**
   * "npm start" runs the server as a visitor's machine does, npm's own process included (npm_execpath, set when the
   * caller runs under npm, is the npm it uses); "node" starts the server's node process alone.
   */
  via: "node" | "npm start" = "node",
): Promise<{ base: string; proc: ChildProcess; stop: () => Promise<void> }> {
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : defaultPort;
  const base = `http://127.0.0.1:${port}`;
  // Another server already on the port would answer the readiness probe below and be measured instead.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already taken by another server: stop it or pick another port`);
  const npm = process.env.npm_execpath;
  if (via === "npm start" && !npm)
    throw new Error("run this through npm (npm run ...) so that npm start can be used");
  const args =
    via === "npm start" && npm
      ? [npm, "start", "--silent"]
      : [...serverNodeFlags(startScript()), "dist/server/main.js"];
  const childEnv = {
    ...process.env,
    LOG_LEVEL: "warn",
    DATA_DIR: ".tmp/bench-data",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
  };
  // npm start would build first (a minute) when dist/ does not match the sources or the build-time variables of
  // this environment (NAVIGATOR_LOG among them), and the wait below would give up on it half-way.
  if (via === "npm start" && !isBuildCurrent(process.cwd(), childEnv))
    throw new Error(
      "dist/ does not match the sources or this environment's build-time variables: run npm run build with the same environment first",
    );
  const proc = spawn(process.execPath, args, { env: childEnv, stdio });
  // Resolves once the server has exited (it writes its last log batch and closes the store on SIGTERM); listened
  // for from the start, so an exit during start-up is not missed.
  const exited = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200 || proc.exitCode !== null) {
      // Never left behind: a server (or npm start's build) still running would hold the port and the caller's
      // output pipe after the caller has given up.
      if (proc.exitCode === null) {
        proc.kill("SIGTERM");
        await exited;
      }
      throw new Error("the built server did not start: run npm run build first");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    proc,
    stop: () => {
      if (proc.exitCode === null) proc.kill("SIGTERM");
      return exited;
    },
  };
}
