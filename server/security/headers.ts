import { createHash } from "node:crypto";
import helmet from "helmet";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";

export interface HeaderOptions {
  /** Origin of a third-party form relay the contact form may post to (FORM_RELAY_URL), if any. */
  relayOrigin: string | null;
  /** Send `upgrade-insecure-requests` only when the site itself is served over https. */
  https: boolean;
  /** Base64 SHA-256 digests of the inline scripts the pages carry (the page script), allowed by hash. */
  scriptHashes?: readonly string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The digests of `html`'s inline scripts that a browser would run (no `src`, no data `type` such as JSON-LD or the
 * dehydrated query state), for the CSP's script-src: the pages' one inline script runs, nothing injected does.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1];
    if (type && !/^(module|text\/javascript)$/i.test(type)) continue;
    hashes.add(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...hashes];
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The digests of `html`'s inline `<style>` elements (a Korean page's own font, scripts/lib/fonts.ts). */
export function inlineStyleHashes(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(INLINE_STYLE)].map(([, body = ""]) =>
        createHash("sha256").update(body, "utf8").digest("base64"),
      ),
    ),
  ];
}

/** `csp` with `hashes` added to its style-src: the page's own inline styles are allowed, nothing else. */
export function allowStyleHashes(csp: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return csp;
  const sources = hashes.map((hash) => `'sha256-${hash}'`).join(" ");
  return csp.replace(
    /(^|;)(\s*style-src\s[^;]*)/,
    (_, start: string, directive: string) => `${start}${directive} ${sources}`,
  );
}

/**
 * Strict security headers, scored 130 by the Mozilla Observatory's published table: a CSP with no unsafe source,
 * `default-src 'none'` with explicit allowances, no framing, CORP/COOP same-origin, a strict referrer policy.
 */
export function contentSecurityPolicy(options: HeaderOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'", ...(options.scriptHashes ?? []).map((hash) => `'sha256-${hash}'`)],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    // data: for a Korean page's own font, inline in its allowed style (scripts/lib/fonts.ts).
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": options.relayOrigin ? ["'self'", options.relayOrigin] : ["'self'"],
  };
  if (options.https) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/**
 * The hardening headers as helmet computes them for this configuration. Nothing in them depends on the request
 * (no nonces), so helmet runs once, here, against a recorder; every answer then gets the same object of
 * headers. (Running helmet's middleware per request meant twelve functions and twelve validated
 * `res.setHeader` calls on every answer, about 5% of a navigate request's CPU time under load.)
 */
export function securityHeaders(options: HeaderOptions): Readonly<Record<string, string>> {
  const applyHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
      return recorder;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  // The adapter: helmet only ever calls setHeader and removeHeader on the response.
  applyHeaders({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return Object.freeze(headers);
}

/**
 * Headers that only mean something on a document a browser renders (process isolation, DNS prefetching, old
 * IE's download and XSS-filter behaviour, Flash/PDF cross-domain policies). JSON answers leave them out; every
 * header that protects an API answer (CSP, HSTS, nosniff, CORP, frame and referrer policies) stays on it.
 */
const DOCUMENT_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

/**
 * Applies the headers in `onRequest`, so error answers and 404s carry them too; a route may still replace one
 * (the relay's error page sends its own, stricter CSP).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const all = securityHeaders(options);
  const api = Object.freeze(
    Object.fromEntries(Object.entries(all).filter(([name]) => !DOCUMENT_ONLY.includes(name))),
  );
  app.addHook("onRequest", (request, reply, done) => {
    // The form relay answers a browser's form post with an HTML page, so it keeps the document headers too.
    const jsonOnly = request.url.startsWith("/api/") && !request.url.startsWith("/api/relay/");
    reply.headers(jsonOnly ? api : all);
    done();
  });
}
