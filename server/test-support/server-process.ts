import { type ChildProcess, execFile, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { promisify } from "node:util";

/** Helpers for tests that run the real server as a separate process (crash, shutdown, several instances). */
export const repoRoot = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

export async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", () => resolve()));
  const address = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

export interface ServerProcess {
  base: string;
  proc: ChildProcess;
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Start `server/main.ts` (through tsx) on a free port with the given environment and wait until it answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LOG_LEVEL: "error",
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: "",
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  proc.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<number | null>((resolve) => proc.once("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    if (proc.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error(`server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, proc, stderr: () => stderr, exited };
}

/** Run `scripts/inquiries.ts` with the given environment; returns its stdout. */
export async function runInquiriesScript(env: Record<string, string>, args: string[] = []): Promise<string> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/inquiries.ts", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/** Every stored inquiry's message, as `npm run inquiries -- --json` lists them. */
export async function listedMessages(env: Record<string, string>): Promise<Set<string>> {
  const stdout = await runInquiriesScript(env, ["--json"]);
  return new Set(
    stdout
      .split("\n")
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { message: string }).message),
  );
}

/** POST one inquiry through the form relay; true when the relay answered 303 (stored). */
export async function postInquiry(base: string, i: number, message: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/relay/contact@nullspace.example`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        message,
        privacy_consent: "yes",
      }).toString(),
    });
    await res.body?.cancel();
    return res.status === 303;
  } catch {
    // A request that got no answer promised nothing.
    return false;
  }
}
