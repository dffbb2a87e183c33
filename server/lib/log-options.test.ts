import { CONSENT_GIVEN } from "../../content/schemas/contact";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { testConfig } from "../test-support/test-config";
import { redactEmails } from "./log-options";
import { prettyDestination } from "./pretty-log";

describe("log redaction", () => {
  it("masks plain and percent-encoded addresses", () => {
    expect(redactEmails("to jane.doe+x@bank.example.com and contact%40nullspace.example")).toBe(
      "to [email] and [email]",
    );
  });

  it.each([
    ["JSON lines (production)", "production", false],
    ["readable lines (a development terminal)", "development", true],
  ] as const)("keeps visitors' e-mail addresses and messages out of %s", async (_label, nodeEnv, pretty) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "log-redaction-"));
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
    const app = await buildApp(
      loadConfig({
        LOG_LEVEL: "trace",
        DATA_DIR: dataDir,
        RATE_LIMIT_PER_MINUTE: "0",
        NODE_ENV: nodeEnv,
      }),
      { web: false, logStream: pretty ? prettyDestination(stream, false) : stream },
    );
    try {
      const secretText = "our merger with Initech closes in May";
      const form = new URLSearchParams({
        name: "Jane Doe",
        email: "jane.doe@bank.example.com",
        message: secretText,
        privacy_consent: CONSENT_GIVEN,
      });
      const posted = await app.inject({
        method: "POST",
        url: "/api/relay/contact@nullspace.example?cc=boss@bank.example.com",
        headers: { "content-type": "application/x-www-form-urlencoded", cookie: "sid=jane@bank.example.com" },
        payload: form.toString(),
      });
      expect(posted.statusCode).toBe(303);
      // Bad input and a JSON body carrying an address also get logged as requests.
      await app.inject({
        method: "POST",
        url: "/api/relay/ajax/contact@nullspace.example",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ email: "not-valid@", message: secretText }),
      });
      const session = await app.inject({ method: "POST", url: "/api/chat/session" });
      await app.inject({
        method: "POST",
        url: "/api/chat/navigate",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({
          sessionId: session.json<{ id: string }>().id,
          query: "mail me at jane.doe@bank.example.com",
        }),
      });
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
    expect(lines.length).toBeGreaterThan(3);
    const all = lines.join("\n");
    expect(all).not.toMatch(/[A-Z0-9._%+-]+(@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/i);
    expect(all).not.toContain("merger with Initech");
    expect(all).not.toContain("Jane Doe");
    expect(all).toContain("[email]");
    // The relay's request line, in either format, with its mailbox masked.
    expect(all).toMatch(/POST.*\/api\/relay\/\[email\]\?cc=\[email\]/);
  });
});

describe("request log", () => {
  it("writes one line per answered request with method, URL, status and duration", async () => {
    const lines: string[] = [];
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
    const app = await buildApp(testConfig({ LOG_LEVEL: "info", NODE_ENV: "production" }), {
      web: false,
      logStream: stream,
    });
    try {
      const before = lines.length;
      await app.inject({ url: "/api/health" });
      await app.inject({ url: "/api/nope" });
      const entries = lines.slice(before).map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({
        level: 30,
        msg: "request",
        method: "GET",
        url: "/api/health",
        status: 200,
      });
      expect(entries[1]).toMatchObject({ method: "GET", url: "/api/nope", status: 404 });
      expect(typeof entries[0]?.ms).toBe("number");
    } finally {
      await app.close();
    }
  });
});
