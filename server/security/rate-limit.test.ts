import { describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";

async function appWithLimit(limit: string) {
  const app = await buildApp(testConfig({ LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: limit }), {
    web: false,
  });
  // Stand-ins for the chat and relay endpoints: the limit applies by path prefix, to any route registered later.
  app.post("/api/chat/echo", async () => ({ ok: true }));
  app.post("/api/relay/echo", async () => ({ ok: true }));
  return app;
}

describe("rate limits", () => {
  it("answers 429 JSON with Retry-After past the per-IP limit, per endpoint family", async () => {
    const app = await appWithLimit("3");
    const post = (url: string, ip = "10.0.0.1") => app.inject({ method: "POST", url, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await post("/api/chat/echo")).statusCode).toBe(200);
    const limited = await post("/api/chat/echo");
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: "Too Many Requests" });
    expect(limited.json().message).toMatch(/try again in \d+ seconds/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    // Another client is not affected, nor are the read-only endpoints.
    expect((await post("/api/chat/echo", "10.0.0.2")).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await app.inject({ url: "/api/health", remoteAddress: "10.0.0.1" })).statusCode).toBe(200);
    await app.close();
  });

  it("says so in the visitor's language: the request's locale, else the edition of the page that sent it", async () => {
    const app = await appWithLimit("1");
    const post = (headers: Record<string, string>, payload?: object) =>
      app.inject({ method: "POST", url: "/api/chat/echo", remoteAddress: "10.0.0.3", headers, payload });
    expect((await post({})).statusCode).toBe(200);
    const korean = await post({ "content-type": "application/json" }, { locale: "ko" });
    expect(korean.statusCode).toBe(429);
    expect(korean.json().message).toMatch(/^요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\.$/);
    const fromKoreanPage = await post({ referer: "http://localhost/ko/research" });
    expect(fromKoreanPage.json().message).toMatch(/^요청이 너무 많습니다/);
    const fromEnglishPage = await post({ referer: "http://localhost/research" });
    expect(fromEnglishPage.json().message).toMatch(/^Too many requests: try again in \d+ seconds\.$/);
    await app.close();
  });

  it("is disabled by RATE_LIMIT_PER_MINUTE=0", async () => {
    const app = await appWithLimit("0");
    for (let i = 0; i < 50; i++)
      expect((await app.inject({ method: "POST", url: "/api/relay/echo" })).statusCode).toBe(200);
    await app.close();
  });
});
