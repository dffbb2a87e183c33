import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { createFixtureDist } from "../test-support/fixture-dist";

/**
 * Property test, because no hand-written list of bad requests covers what scanners send: random methods, paths,
 * headers, content types and bodies across every endpoint never produce a 5xx or a crash; API errors are always
 * JSON `{ error, message }`; memory stays bounded.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const MAILBOX = "contact@nullspace.example";

let app: FastifyInstance;
let fixture: ReturnType<typeof createFixtureDist>;
let dataDir: string;
let sessionId = "";

beforeAll(async () => {
  fixture = createFixtureDist();
  dataDir = mkdtempSync(path.join(tmpdir(), "fuzz-data-"));
  app = await buildApp(
    loadConfig({ LOG_LEVEL: "silent", DIST_DIR: fixture.dir, DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: "0" }),
  );
  const session = await app.inject({ method: "POST", url: "/api/chat/session" });
  if (session.statusCode === 200) sessionId = String((session.json() as { id?: unknown }).id ?? "");
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const endpoints = [
  "/api/health",
  "/api/solutions",
  "/api/core-tech",
  "/api/opensource-projects-v2",
  "/api/chat/session",
  "/api/chat/navigate",
  `/api/relay/${MAILBOX}`,
  `/api/relay/ajax/${MAILBOX}`,
  "/api/relay/someone@else.example",
  "/",
  "/research",
  "/research/",
  "/assets/app-abc123.js",
];

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("", " ", "동형암호 논문 보여줘", "<script>alert(1)</script>", "\u0000", "a".repeat(600)),
);
const navigateBody = fc.record(
  {
    sessionId: fc.oneof(fc.constant(sessionId), text, fc.integer()),
    query: fc.oneof(text, fc.integer(), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const contactBody = fc.record(
  {
    name: text,
    email: fc.oneof(fc.emailAddress(), text),
    company: text,
    message: text,
    context: text,
    _subject: text,
    _next: fc.oneof(fc.webUrl(), text),
    _honey: fc.constantFrom("", "bot"),
    _cc: fc.emailAddress(),
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  navigateBody.map((b) => JSON.stringify(b)),
  contactBody.map((b) => JSON.stringify(b)),
  contactBody.map((b) => new URLSearchParams(Object.entries(b).map(([k, v]) => [k, String(v)])).toString()),
  fc.json(),
  fc.string({ maxLength: 200 }),
  fc.constantFrom("{", "[]", "null", '{"__proto__":{"x":1}}', "x".repeat(20_000)),
);
const contentType = fc.constantFrom(
  undefined,
  "application/json",
  "application/json; charset=utf-8",
  "application/x-www-form-urlencoded",
  "text/plain",
  "multipart/form-data; boundary=zz",
  "application/xml",
  "garbage/; ;",
);
const url = fc.oneof(
  fc.constantFrom(...endpoints),
  fc
    .tuple(fc.constantFrom(...endpoints), fc.string({ maxLength: 20 }))
    .map(([u, q]) => `${u}?${encodeURIComponent(q)}`),
  fc.webPath().map((p) => (p.startsWith("/") ? p : `/${p}`)),
  fc.constantFrom(
    "/api",
    "/api/",
    "/api/chat",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2fpackage.json",
    "//api//health",
  ),
);
const method = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD");
const extraHeaders = fc.record(
  {
    "accept-encoding": fc.constantFrom("br", "gzip", "identity", "*", "br;q=0, gzip"),
    origin: fc.oneof(fc.webUrl(), fc.constant("null")),
    "x-forwarded-for": fc.ipV4(),
    cookie: fc.string({ maxLength: 30 }),
    "if-none-match": fc.string({ maxLength: 30 }),
  },
  { requiredKeys: [] },
);

function heapAfterGc(): number {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
  return process.memoryUsage().heapUsed;
}

describe("fuzzing every endpoint", () => {
  it(
    `answers ${RUNS} random requests without a 5xx, with JSON errors on the API`,
    { timeout: 600_000 },
    async () => {
      let runs = 0;
      let baseline = 0;
      await fc.assert(
        fc.asyncProperty(method, url, contentType, body, extraHeaders, async (m, u, ct, b, headers) => {
          runs++;
          if (runs === 1000) baseline = heapAfterGc();
          const res = await app.inject({
            method: m as "GET",
            url: u,
            headers: { ...headers, ...(ct ? { "content-type": ct } : {}) },
            payload: m === "GET" || m === "HEAD" ? undefined : b,
          });
          expect(
            res.statusCode,
            `${m} ${u} ${ct} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          ).toBeLessThan(500);
          const isApi = u.startsWith("/api");
          if (isApi && res.statusCode >= 400 && m !== "HEAD") {
            const parsed = JSON.parse(res.body) as { error?: unknown; message?: unknown };
            expect(typeof parsed.error).toBe("string");
            expect(typeof parsed.message).toBe("string");
          }
        }),
        { numRuns: RUNS },
      );
      const growth = heapAfterGc() - baseline;
      // Bounded: caches (e.g. rate-limit stores, session secrets) may hold a little, a leak per request would not.
      expect(growth).toBeLessThan(32 * 1024 * 1024);
    },
  );
});
