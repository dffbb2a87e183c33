import type { FastifyServerOptions } from "fastify";
import type { Writable } from "node:stream";

/** E-mail addresses, plain or percent-encoded (a mailbox in a relay URL is `contact%40example.com`). */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;

export function redactEmails(text: string): string {
  return text.replace(EMAIL, "[email]");
}

interface SerializedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/**
 * Pino options for the server (issue 8): logs never carry an e-mail address or an inquiry's text. Request logs
 * keep method, URL (addresses masked) and IP only, never bodies or headers; error messages and stacks are masked,
 * and stacks are left empty in production; every string argument of a log call is masked too.
 */
export function loggerOptions(
  level: string,
  production: boolean,
  stream?: Writable,
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req: SerializedRequest) => ({
        method: req.method,
        url: redactEmails(String(req.url ?? "")),
        ip: req.ip,
      }),
      err: (err: Error & { code?: unknown; statusCode?: unknown }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        message: redactEmails(String(err.message)),
        stack: production ? "" : redactEmails(String(err.stack ?? "")),
      }),
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((a: unknown) => (typeof a === "string" ? redactEmails(a) : a)) as typeof args;
        method.apply(this, masked);
      },
    },
  };
}
