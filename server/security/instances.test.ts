import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  freshPostgresDatabase,
  TEST_DATABASE_URL,
  tempDataDir,
  warnIfPostgresSkipped,
} from "../inquiries/test-support";
import {
  listedMessages,
  postInquiry,
  startServerProcess,
  type ServerProcess,
} from "../test-support/server-process";

warnIfPostgresSkipped("the two-instance test");

const started: ServerProcess[] = [];
afterEach(() => {
  for (const s of started.splice(0))
    if (s.proc.exitCode === null && s.proc.signalCode === null) s.proc.kill("SIGKILL");
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServerProcess({ ...env, DIST_DIR: path.join(env.DATA_DIR ?? "", "no-dist") });
  started.push(server);
  return server;
}

describe("graceful shutdown", () => {
  it("on SIGTERM mid-load finishes in-flight requests, stores every accepted inquiry and exits 0", async () => {
    const tmp = tempDataDir();
    try {
      const env = { DATA_DIR: tmp.dir };
      const server = await start(env);
      const nonce = Math.random().toString(36).slice(2);
      const accepted = new Set<string>();
      const total = 300;
      let signalled = false;
      // 300 concurrent inquiries; SIGTERM goes out once 60 are answered, with the rest in flight or not yet sent.
      await Promise.all(
        Array.from({ length: total }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, i * 2));
          const message = `shutdown ${nonce} #${i}`;
          if (await postInquiry(server.base, i, message)) accepted.add(message);
          if (!signalled && accepted.size >= 60) {
            signalled = true;
            server.proc.kill("SIGTERM");
          }
        }),
      );
      const sent = total;
      expect(await server.exited).toBe(0);

      const listed = await listedMessages(env);
      const missing = [...accepted].filter((m) => !listed.has(m));
      expect(missing, "accepted (303) but not stored").toEqual([]);
      expect(accepted.size).toBeGreaterThan(0);
      console.info(`[shutdown] ${accepted.size}/${sent} accepted around SIGTERM, all stored; exit code 0`);
    } finally {
      tmp.remove();
    }
  }, 120_000);
});

describe("several instances", () => {
  it.skipIf(!TEST_DATABASE_URL)(
    "two processes with one SESSION_SECRET and one DATABASE_URL serve a visitor interchangeably",
    async () => {
      const db = await freshPostgresDatabase();
      const dirs = [tempDataDir(), tempDataDir()];
      try {
        const secret = "s".repeat(20) + Math.random().toString(36).slice(2).padEnd(20, "x");
        const [a, b] = await Promise.all(
          dirs.map((d) => start({ DATA_DIR: d.dir, DATABASE_URL: db.url, SESSION_SECRET: secret })),
        );
        if (!a || !b) throw new Error("servers did not start");

        // A session made on A navigates on B.
        const session = (await (await fetch(`${a.base}/api/chat/session`, { method: "POST" })).json()) as {
          id: string;
        };
        const navigate = await fetch(`${b.base}/api/chat/navigate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sessionId: session.id, query: "homomorphic encryption papers" }),
        });
        expect(navigate.status).toBe(200);
        expect(((await navigate.json()) as { destination: string }).destination).toMatch(/^\//);

        // An inquiry sent to B is visible from A's store (the same PostgreSQL).
        const message = `instances ${Math.random().toString(36).slice(2)}`;
        expect(await postInquiry(b.base, 1, message)).toBe(true);
        expect(await listedMessages({ DATABASE_URL: db.url, DATA_DIR: dirs[0]?.dir ?? "" })).toContain(
          message,
        );

        // A session from an instance with another secret is refused (the secret really is what is shared).
        const other = await start({
          DATA_DIR: dirs[1]?.dir ?? "",
          DATABASE_URL: db.url,
          SESSION_SECRET: "o".repeat(40),
        });
        const refused = await fetch(`${other.base}/api/chat/navigate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ sessionId: session.id, query: "research" }),
        });
        expect(refused.status).toBe(404);
      } finally {
        for (const d of dirs) d.remove();
        await db.drop();
      }
    },
    120_000,
  );
});
