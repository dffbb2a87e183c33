import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export interface HeaderOptions {
  /** Origin of a third-party form relay the contact form may post to (FORM_RELAY_URL), if any. */
  relayOrigin: string | null;
  /** Send `upgrade-insecure-requests` only when the site itself is served over https. */
  https: boolean;
}

/**
 * Strict security headers (issue 8; Mozilla Observatory scoring in FACTS.md): a CSP with no unsafe source,
 * `default-src 'none'` with explicit allowances, no framing, CORP/COOP same-origin, a strict referrer policy.
 */
export function contentSecurityPolicy(options: HeaderOptions): Record<string, string[]> {
  const directives: Record<string, string[]> = {
    "default-src": ["'none'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
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

export async function registerSecurityHeaders(app: FastifyInstance, options: HeaderOptions): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginResourcePolicy: { policy: "same-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: "deny" },
  });
}
