import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { fill } from "../../content/fill";
import { serverMessages } from "../../content/messages/server";
import { visitorLocale } from "../lib/visitor-locale";

/** The endpoints a visitor can make the server work for: the navigator and the contact relay. */
export const RATE_LIMITED_ROUTES = /^\/api\/(chat|relay)(\/|$)/;

/**
 * Per-client-IP limits on the chat and relay endpoints (RATE_LIMIT_PER_MINUTE; 0 disables). Behind a proxy,
 * TRUST_PROXY makes `request.ip` the forwarded client address. Over the limit: 429 with Retry-After, its message in
 * the visitor's language (JSON, or the relay's error page for a browser that posted the form). The limit is checked
 * once the body is parsed, since the form's language is a field of it.
 */
export async function registerRateLimits(app: FastifyInstance, perMinute: number): Promise<void> {
  if (perMinute <= 0) return;
  // Must run before the plugin's own onRoute hook, which reads `config.rateLimit`.
  app.addHook("onRoute", (route) => {
    if (RATE_LIMITED_ROUTES.test(route.url)) {
      route.config = { ...(route.config as object), rateLimit: { max: perMinute, timeWindow: 60_000 } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    hook: "preValidation",
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: "Too Many Requests",
      message: fill(serverMessages[visitorLocale(request)].tooManyRequests, {
        seconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
    }),
  });
}
