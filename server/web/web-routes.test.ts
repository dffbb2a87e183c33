import type { FastifyInstance } from "fastify";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";
import { createFixtureDist, FIXTURE_SECURITY_TXT } from "../test-support/fixture-dist";

let fixture: ReturnType<typeof createFixtureDist>;
let app: FastifyInstance;

beforeAll(async () => {
  fixture = createFixtureDist();
  app = await buildApp(testConfig({ LOG_LEVEL: "silent", DIST_DIR: fixture.dir }));
});
afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

describe("web routes", () => {
  it("serves a prerendered page with no-cache and brotli when accepted", async () => {
    const res = await app.inject({ url: "/research", headers: { "accept-encoding": "gzip, br" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe("<h1>Research</h1>");
  });

  it("serves the same page, with the same ETag, to a client that accepts gzip only or no compression", async () => {
    const br = await app.inject({ url: "/research", headers: { "accept-encoding": "br" } });
    const gzip = await app.inject({ url: "/research", headers: { "accept-encoding": "gzip" } });
    const plain = await app.inject({ url: "/research", headers: { "accept-encoding": "identity" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe("<h1>Research</h1>");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe("<h1>Research</h1>");
    expect(Number(plain.headers["content-length"])).toBe(plain.rawPayload.length);
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(1);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await app.inject({ url: "/" });
    const etag = String(first.headers.etag);
    const second = await app.inject({ url: "/", headers: { "if-none-match": etag } });
    expect(second.statusCode).toBe(304);
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const res = await app.inject({ url: "/research/?q=1" });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe("/research?q=1");
  });

  it("serves hashed assets as immutable, precompressed when accepted", async () => {
    const res = await app.inject({ url: "/assets/app-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
  });

  it("serves other public files with revalidation", async () => {
    const res = await app.inject({ url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("serves /.well-known/security.txt as UTF-8 plain text, and redirects the legacy /security.txt to it", async () => {
    const res = await app.inject({ url: "/.well-known/security.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe(FIXTURE_SECURITY_TXT);
    const head = await app.inject({ method: "HEAD", url: "/.well-known/security.txt" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const legacy = await app.inject({ url: "/security.txt" });
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe("/.well-known/security.txt");
  });

  it("answers unknown pages with the 404 page and status 404", async () => {
    for (const url of ["/no/such/page", "/assets/missing.js"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain("404 Page Not Found");
    }
  });

  it("answers a malformed URL with a JSON 400", async () => {
    const res = await app.inject({ url: "/%E0%A4%A" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "Bad Request" });
  });

  it("answers unknown API paths with JSON, not the HTML page", async () => {
    const res = await app.inject({ url: "/api/unknown" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: "Not Found" });
  });

  it("refuses path traversal", async () => {
    const res = await app.inject({ url: "/../../etc/passwd" });
    expect(res.statusCode).toBe(404);
  });
});

describe("web routes with a server render module", () => {
  /** The fixture build plus an English render module (`source`); the module counts its imports on globalThis. */
  const withRenderModule = async (source: string) => {
    const dist = createFixtureDist();
    mkdirSync(path.join(dist.dir, "ssr"), { recursive: true });
    writeFileSync(path.join(dist.dir, "ssr", "template.html"), "<html><!--app-html--></html>");
    writeFileSync(path.join(dist.dir, "ssr", "entry-server.js"), source);
    const server = await buildApp(testConfig({ LOG_LEVEL: "silent", DIST_DIR: dist.dir }));
    return { server, cleanup: () => server.close().then(dist.cleanup) };
  };
  const imports = () => (globalThis as { renderModuleImports?: number }).renderModuleImports ?? 0;

  it("imports the render module on the first page that was not prerendered, not at start-up, and only once", async () => {
    const before = imports();
    const { server, cleanup } = await withRenderModule(
      "globalThis.renderModuleImports = (globalThis.renderModuleImports ?? 0) + 1;\n" +
        "export async function render(path) { return { status: 404, html: `<h1>Rendered ${path}</h1>` }; }\n",
    );
    try {
      expect(imports()).toBe(before);
      for (const url of ["/research/papers/no-such-paper", "/no/such/page"]) {
        const res = await server.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toBe(`<h1>Rendered ${url}</h1>`);
      }
      expect(imports()).toBe(before + 1);
    } finally {
      await cleanup();
    }
  });

  it("serves the static 404 page when the render module fails to load", async () => {
    const { server, cleanup } = await withRenderModule('throw new Error("broken build");\n');
    try {
      for (const url of ["/no/such/page", "/another/missing/page"]) {
        const res = await server.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).toContain("404 Page Not Found");
      }
    } finally {
      await cleanup();
    }
  });
});
