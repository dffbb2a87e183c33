import type { FastifyServerOptions } from "fastify";
import { chooseLogDestination, type LogDestination } from "./pretty-log";

/** E-mail addresses, plain or percent-encoded (a mailbox in a relay URL is `contact%40example.com`). */
const EMAIL = /[A-Z0-9._%+-]+(?:@|%40)[A-Z0-9.-]+\.[A-Z]{2,}/gi;

export function redactEmails(text: string): string {
  // Most texts (every request line's URL) hold no address: skip the regular expression for them.
  if (!text.includes("@") && !text.includes("%40")) return text;
  return text.replace(EMAIL, "[email]");
}

interface SerializedRequest {
  method?: string;
  url?: string;
  ip?: string;
  headers?: Record<string, unknown>;
}

/**
 * Pino options for the server: logs never carry an e-mail address or an inquiry's text, because visitors'
 * personal data must not end up wherever logs are shipped. Request lines keep method, URL (addresses masked),
 * status, time and IP only, never bodies or headers; error messages and stacks are masked, and stacks are left
 * empty in production; every string argument of a log call is masked too.
 */
export function loggerOptions(
  level: string,
  production: boolean,
  stream: LogDestination | undefined = chooseLogDestination(production),
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
        for (let i = 0; i < args.length; i += 1) {
          const arg: unknown = args[i];
          if (typeof arg === "string") args[i] = redactEmails(arg);
        }
        method.apply(this, args);
      },
    },
  };
}
