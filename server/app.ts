import Fastify, { type FastifyInstance } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { chatRoutes } from "./api/chat-routes";
import { registerDataRoutes } from "./api/data-routes";
import { registerRelayRoutes } from "./api/relay-routes";
import { openStore } from "./inquiries/open-store";
import { NavigatorRecorder } from "./navigator-log/recorder";
import type { AppConfig } from "./config";
import { installErrorHandler } from "./lib/errors";
import { registerJsonBodyParser } from "./lib/json-body";
import { loggerOptions } from "./lib/log-options";
import type { LogDestination } from "./lib/pretty-log";
import { RequestLogController } from "./lib/request-log";
import { inlineScriptHashes, registerSecurityHeaders } from "./security/headers";
import { registerRateLimits } from "./security/rate-limit";
import { registerWebRoutes } from "./web/web-routes";

export interface BuildOptions {
  /** Serve the prerendered site (default true). API-only tests turn it off. */
  web?: boolean;
  logger?: boolean;
  /** Where log lines go (tests capture them); default stdout (readable lines on a development terminal). */
  logStream?: LogDestination;
}

/** Build the whole server without listening; tests drive it with `app.inject()`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger === false || config.LOG_LEVEL === "silent"
        ? false
        : loggerOptions(config.LOG_LEVEL, config.NODE_ENV === "production", options.logStream),
    logController: new RequestLogController(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 16 * 1024,
    // Generous but finite: a slow client cannot hold a socket forever.
    requestTimeout: 30_000,
  });
  // Only JSON (and, for the relay, forms) is ever expected: text/plain bodies are rejected with 415.
  app.removeContentTypeParser("text/plain");
  registerJsonBodyParser(app);
  installErrorHandler(app);
  const ssrDir = path.resolve(config.clientDir, "..", "ssr");
  // Every page carries its edition template's inline page script: the CSP allows exactly those scripts, by hash.
  const web = options.web !== false;
  const templates = [path.join(ssrDir, "template.html"), path.join(ssrDir, "ko", "template.html")];
  registerSecurityHeaders(app, {
    relayOrigin: config.FORM_RELAY_URL ? new URL(config.FORM_RELAY_URL).origin : null,
    https: config.site.siteUrl.startsWith("https://"),
    // Both editions' templates carry the same page script: each hash is listed once.
    scriptHashes: web
      ? [
          ...new Set(
            templates
              .filter((file) => existsSync(file))
              .flatMap((file) => inlineScriptHashes(readFileSync(file, "utf8"))),
          ),
        ]
      : [],
  });
  await registerRateLimits(app, config.RATE_LIMIT_PER_MINUTE);

  registerDataRoutes(app);
  // One store for the inquiries and the navigator's log. Closed last: onClose hooks run in reverse order, so the
  // relay's mail worker and the log's last batch finish before it.
  const store = await openStore({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  app.addHook("onClose", () => store.close());
  const recorder =
    config.NAVIGATOR_LOG === "on"
      ? new NavigatorRecorder({
          repository: store.navigatorLog,
          retentionDays: config.NAVIGATOR_LOG_DAYS,
          onError: (err, dropped) => app.log.warn({ err, dropped }, "navigator log batch not written"),
        })
      : null;
  if (recorder) {
    app.addHook("onReady", async () => recorder.start());
    app.addHook("onClose", () => recorder.close());
  }
  await app.register(chatRoutes, { config, recorder });
  await registerRelayRoutes(app, config, { repository: store.inquiries });

  if (web) {
    await registerWebRoutes(app, { clientDir: config.clientDir, ssrDir });
  } else {
    app.setNotFoundHandler(async (request, reply) =>
      reply.status(404).send({
        error: "Not Found",
        message: `No endpoint ${request.method} ${request.url.split("?", 1)[0]}`,
      }),
    );
  }
  return app;
}
