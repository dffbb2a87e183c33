import { spawn, type ChildProcess } from "node:child_process";

/** Start the built server (dist/server/main.js) on 127.0.0.1 for a benchmark and wait until it answers. */
export async function startBuiltServer(
  port: number,
  env: Record<string, string> = {},
): Promise<{ base: string; proc: ChildProcess; stop: () => void }> {
  const proc = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      DATA_DIR: ".tmp/bench-data",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: "inherit",
  });
  const base = `http://127.0.0.1:${port}`;
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
