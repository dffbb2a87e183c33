import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";
import { createHash } from "node:crypto";
import { createFixtureDist, FIXTURE_PAGE_STYLE } from "../test-support/fixture-dist";
import { allowStyleHashes, contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "./headers";

/**
 * Mozilla HTTP Observatory scoring, as its documentation publishes it: start at 100; penalties for a missing CSP (-25), an
 * unsafe script-src (-20), no HSTS (-20), no frame-ancestors (-20), no nosniff (-5); bonuses for a CSP without
 * unsafe sources (+5, or +10 with default-src 'none'), frame-ancestors (+5), a strict Referrer-Policy (+5) and
 * CORP same-origin (+10).
 */
function observatoryScore(headers: Record<string, string | undefined>): number {
  let score = 100;
  const csp = headers["content-security-policy"];
  const directives = new Map(
    (csp ?? "")
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name ?? "", values]),
  );
  const unsafe = (values: string[] | undefined) =>
    (values ?? []).some((v) => /^'unsafe-|^\*$|^https?:$|^data:$/.test(v));
  const scriptSrc = directives.get("script-src") ?? directives.get("default-src");
  if (!csp) score -= 25;
  else if (unsafe(scriptSrc)) score -= 20;
  else {
    const anyUnsafe = [...directives.entries()].some(
      ([name, values]) => name !== "img-src" && values.some((v) => /^'unsafe-/.test(v)),
    );
    if (!anyUnsafe) score += directives.get("default-src")?.join(" ") === "'none'" ? 10 : 5;
  }
  if (!headers["strict-transport-security"]?.includes("max-age=")) score -= 20;
  if (!directives.has("frame-ancestors")) score -= 20;
  else score += 5;
  if (headers["x-content-type-options"] !== "nosniff") score -= 5;
  if (
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(
      headers["referrer-policy"] ?? "",
    )
  )
    score += 5;
  if (headers["cross-origin-resource-policy"] === "same-origin") score += 10;
  return score;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: "silent" }), { web: false });
});
afterAll(() => app.close());

describe("security headers", () => {
  it("sends a CSP with no unsafe source and the hardening headers on API answers", async () => {
    const res = await app.inject({ url: "/api/health" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("unsafe");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(res.headers["x-powered-by"]).toBeUndefined();
  });

  it("leaves the document-only headers (COOP, Origin-Agent-Cluster, old IE and Flash ones) off JSON answers", async () => {
    const res = await app.inject({ url: "/api/health" });
    for (const name of [
      "cross-origin-opener-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ]) {
      expect(res.headers[name], name).toBeUndefined();
    }
  });

  it("also protects error answers", async () => {
    const res = await app.inject({ url: "/api/nope" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-security-policy"]).toContain("default-src 'none'");
    // A body the JSON parser rejects: the answer comes from Fastify's error path, before any handler.
    const malformed = await app.inject({
      method: "POST",
      url: "/api/chat/navigate",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(malformed.headers["x-frame-options"]).toBe("DENY");
  });

  it("sends the same strict headers on prerendered pages, static files and the 404 page", async () => {
    const fixture = createFixtureDist();
    const site = await buildApp(testConfig({ LOG_LEVEL: "silent", DIST_DIR: fixture.dir }));
    try {
      for (const url of ["/research", "/assets/app-abc123.js", "/robots.txt", "/no-such-page"]) {
        const res = await site.inject({ url });
        expect(res.headers["content-security-policy"], url).toContain("default-src 'none'");
        expect(res.headers["strict-transport-security"], url).toBe("max-age=31536000; includeSubDomains");
        expect(res.headers["x-frame-options"], url).toBe("DENY");
        expect(res.headers["cross-origin-resource-policy"], url).toBe("same-origin");
        expect(res.headers["cross-origin-opener-policy"], url).toBe("same-origin");
        expect(res.headers["x-dns-prefetch-control"], url).toBe("off");
      }
    } finally {
      await site.close();
      fixture.cleanup();
    }
  });

  it("allows a page's own inline style by its hash, on that page only", async () => {
    const fixture = createFixtureDist();
    const site = await buildApp(testConfig({ LOG_LEVEL: "silent", DIST_DIR: fixture.dir }));
    try {
      const hash = `'sha256-${createHash("sha256").update(FIXTURE_PAGE_STYLE).digest("base64")}'`;
      const styled = await site.inject({ url: "/ko", headers: { "accept-encoding": "br" } });
      expect(styled.statusCode).toBe(200);
      expect(String(styled.headers["content-security-policy"]).split(";")).toContain(
        `style-src 'self' ${hash}`,
      );
      const plain = await site.inject({ url: "/research" });
      expect(String(plain.headers["content-security-policy"]).split(";")).toContain("style-src 'self'");
      // A revalidation answers with the same policy.
      const again = await site.inject({
        url: "/ko",
        headers: { "if-none-match": String(styled.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers["content-security-policy"]).toContain(hash);
    } finally {
      await site.close();
      fixture.cleanup();
    }
  });

  it("allows a configured third-party relay origin as a form target, and https upgrades on https sites", async () => {
    const other = await buildApp(
      testConfig({
        LOG_LEVEL: "silent",
        FORM_RELAY_URL: "https://relay.example.org/send",
        SITE_URL: "https://nullspace.example",
      }),
      { web: false },
    );
    const res = await other.inject({ url: "/api/health" });
    await other.close();
    expect(res.headers["content-security-policy"]).toContain("form-action 'self' https://relay.example.org");
    expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("scores at least 125 by the Observatory table (130 today; a header dropped by mistake falls below)", async () => {
    const res = await app.inject({ url: "/api/health" });
    const headers = Object.fromEntries(
      Object.entries(res.headers).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
    );
    expect(observatoryScore(headers)).toBeGreaterThanOrEqual(125);
    expect(observatoryScore({})).toBe(30);
  });
});

describe("inline styles", () => {
  it("hashes each distinct <style> once and adds the hashes to style-src alone", () => {
    const html = '<style>a{}</style><p>x</p><style media="print">b{}</style><style>a{}</style>';
    const hashes = inlineStyleHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(createHash("sha256").update("a{}").digest("base64"));
    const csp = "default-src 'none';script-src 'self' 'sha256-x=';style-src 'self';img-src 'self' data:";
    expect(allowStyleHashes(csp, ["h1=", "h2="])).toBe(
      "default-src 'none';script-src 'self' 'sha256-x=';style-src 'self' 'sha256-h1=' 'sha256-h2=';img-src 'self' data:",
    );
    expect(allowStyleHashes(csp, [])).toBe(csp);
  });
});

describe("inline scripts", () => {
  it("allows the pages' inline script by its SHA-256, and nothing for data blocks or external scripts", () => {
    const html = [
      `<script data-app-entry="/assets/index.js">boot()</script>`,
      `<script type="application/ld+json">{"@type":"WebSite"}</script>`,
      `<script type="application/json" id="state">{}</script>`,
      `<script type="module" src="/assets/x.js"></script>`,
    ].join("\n");
    // echo -n 'boot()' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual(["MeZS89WlF0u+o0hCvHTBt4q1WHU+U+sJKgbdRUc36mY="]);
    expect(
      contentSecurityPolicy({ relayOrigin: null, https: false, scriptHashes: ["abc="] })["script-src"],
    ).toEqual(["'self'", "'sha256-abc='"]);
  });
});
