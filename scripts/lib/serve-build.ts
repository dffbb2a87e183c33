import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";

/** Start the built server (dist/server/main.js) on 127.0.0.1 for a benchmark and wait until it answers. */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
  stdio: StdioOptions = "inherit",
): Promise<{ base: string; proc: ChildProcess; stop: () => void }> {
  const base = `http://127.0.0.1:${port}`;
  // Another server already on the port would answer the readiness probe below and be measured instead.
  if (
    await fetch(`${base}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already taken by another server: stop it or pick another port`);
  const proc = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      DATA_DIR: ".tmp/bench-data",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio,
  });
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 200 || proc.exitCode !== null)
      throw new Error("the built server did not start: run npm run build first");
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, proc, stop: () => proc.kill("SIGTERM") };
}
