import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { MAX_QUERY_LENGTH, navigateRequestSchema } from "../../content/schemas/navigator";
import type { AppConfig } from "../config";
import { createOpenAiProvider } from "../navigator/provider";
import { createNavigatorService, type NavigatorService } from "../navigator/service";
import { createSessionSigner, resolveSessionSecret } from "../navigator/session-token";

/** POST /api/chat/session (a signed session token) and POST /api/chat/navigate (the navigator's answer). */
export { MAX_QUERY_LENGTH };

export interface ChatRoutesOptions {
  config: AppConfig;
  /** Tests inject a service (e.g. with a provider pointed at a fake server). */
  service?: NavigatorService;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (app: FastifyInstance, opts) => {
  const { config } = opts;
  const secret = resolveSessionSecret(config.SESSION_SECRET, (m) => app.log.warn(m));
  const signer = createSessionSigner(secret, config.SESSION_TTL_HOURS);
  const started = performance.now();
  const service =
    opts.service ??
    createNavigatorService(
      config.NAVIGATOR_PROVIDER === "openai"
        ? createOpenAiProvider({
            baseUrl: config.OPENAI_BASE_URL,
            apiKey: config.OPENAI_API_KEY,
            model: config.OPENAI_MODEL,
            timeoutMs: config.OPENAI_TIMEOUT_MS,
            onError: (message) =>
              app.log.warn({ provider: "openai" }, `${message}; using the offline answer`),
          })
        : null,
    );
  app.log.info(
    {
      candidates: service.engine.size,
      ms: Math.round(performance.now() - started),
      provider: config.NAVIGATOR_PROVIDER,
    },
    "navigator index built",
  );

  // Inside this plugin any other body type reaches the handler (as an opaque string) so that the answer is the
  // API's own 400 rather than Fastify's generic 415.
  app.addContentTypeParser("*", { parseAs: "string", bodyLimit: 16 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const json = { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" };

  app.post("/api/chat/session", async (_request, reply) => reply.headers(json).send({ id: signer.issue() }));

  app.post("/api/chat/navigate", async (request, reply) => {
    const type = request.headers["content-type"] ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      return reply.status(400).headers(json).send({
        error: "Bad Request",
        message: "Send the body as JSON with Content-Type: application/json.",
      });
    }
    const parsed = navigateRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.join(".");
      return reply
        .status(400)
        .headers(json)
        .send({
          error: "Bad Request",
          message: issue ? `${where ? `${where}: ` : ""}${issue.message}` : "Invalid body.",
        });
    }
    if (!signer.verify(parsed.data.sessionId)) {
      return reply.status(404).headers(json).send({
        error: "No session",
        message: "The chat session is missing, invalid or expired; start a new one.",
      });
    }
    // Without a provider the answer is the offline engine's, computed synchronously (no promise to wait for).
    const { query, locale } = parsed.data;
    const answer = service.hasProvider
      ? await service.navigate(query, locale)
      : service.offline(query, locale);
    return reply.headers(json).send(answer);
  });
};
