import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import {
  choiceRequestSchema,
  feedbackRequestSchema,
  MAX_QUERY_LENGTH,
  navigateRequestSchema,
  type NavigateResponse,
  type NavigationAnswer,
} from "../../content/schemas/navigator";
import type { Locale } from "../../content/locales";
import type { z } from "zod";
import { createAnswerIds } from "../navigator-log/answer-id";
import type { NavigatorRecorder } from "../navigator-log/recorder";
import type { AppConfig } from "../config";
import { createAnswerBatch } from "../lib/answer-batch";
import { createOpenAiProvider } from "../navigator/provider";
import { createNavigatorService, type NavigatorService } from "../navigator/service";
import { createSessionSigner, resolveSessionSecret } from "../navigator/session-token";

/**
 * POST /api/chat/session (a signed session token), POST /api/chat/navigate (the navigator's answer, with an id),
 * POST /api/chat/choice (the page a visitor chose among an unsure answer's choices) and POST /api/chat/feedback (was
 * that answer helpful?).
 */
export { MAX_QUERY_LENGTH };

export interface ChatRoutesOptions {
  config: AppConfig;
  /** Tests inject a service (e.g. with a provider pointed at a fake server). */
  service?: NavigatorService;
  /** Records decisions and feedback for the site owner's report; null when NAVIGATOR_LOG=off. */
  recorder?: NavigatorRecorder | null;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (app: FastifyInstance, opts) => {
  const { config } = opts;
  const secret = resolveSessionSecret(config.SESSION_SECRET, (m) => app.log.warn(m));
  const signer = createSessionSigner(secret, config.SESSION_TTL_HOURS);
  const answerIds = createAnswerIds(secret);
  const recorder = opts.recorder ?? null;
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

  const badRequest = (reply: FastifyReply, message: string) =>
    reply.status(400).headers(json).send({ error: "Bad Request", message });
  const noSession = (reply: FastifyReply) =>
    reply.status(404).headers(json).send({
      error: "No session",
      message: "The chat session is missing, invalid or expired; start a new one.",
    });
  /** The body parsed by `schema`, or the 400 already sent (JSON only, the first problem named). */
  function parseJson<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
  ): z.infer<S> | undefined {
    const type = request.headers["content-type"] ?? "";
    if (!/^application\/json\s*(;|$)/i.test(type)) {
      void badRequest(reply, "Send the body as JSON with Content-Type: application/json.");
      return undefined;
    }
    const parsed = schema.safeParse(request.body);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".");
    void badRequest(reply, issue ? `${where ? `${where}: ` : ""}${issue.message}` : "Invalid body.");
    return undefined;
  }

  // The answers to the requests read in one pass over ready sockets are computed back to back and then written back
  // to back (see answer-batch.ts).
  const answerInBatch = createAnswerBatch();
  /**
   * Answers with what `compute` decides, when the batch computes it, and records the decision behind the answer.
   */
  const answerWith = (
    reply: FastifyReply,
    sessionId: string,
    query: string,
    locale: Locale | undefined,
    compute: () => { answer: NavigationAnswer; confidence: number },
  ) =>
    answerInBatch(reply.headers(json), (): NavigateResponse => {
      const { answer, confidence } = compute();
      const answerId = answerIds.issue(sessionId);
      recorder?.decision({
        answerId,
        locale: locale ?? "en",
        query,
        destination: answer.destination,
        confidence,
        confident: answer.confident,
      });
      return { ...answer, answerId };
    });

  // Without a provider the answer is the offline engine's, computed synchronously in the batch: the handler is a
  // plain function that has handed its request to the batch when it returns (no promise for Fastify to wait on,
  // about 1-2% of an answer's time under load). With a provider it returns a promise of the reply, which tells
  // Fastify that the answer is sent by the handler (from the batch) rather than by the promise's value.
  app.post("/api/chat/navigate", (request, reply): Promise<FastifyReply> | undefined => {
    const body = parseJson(request, reply, navigateRequestSchema);
    if (!body) return undefined;
    if (!signer.verify(body.sessionId)) {
      noSession(reply);
      return undefined;
    }
    const { sessionId, query, locale } = body;
    if (!service.hasProvider) {
      answerWith(reply, sessionId, query, locale, () => service.answer(query, locale));
      return undefined;
    }
    return service.navigate(query, locale).then((result) => {
      answerWith(reply, sessionId, query, locale, () => result);
      return reply;
    });
  });

  app.post("/api/chat/choice", async (request, reply) => {
    const body = parseJson(request, reply, choiceRequestSchema);
    if (!body) return reply;
    if (!signer.verify(body.sessionId)) return noSession(reply);
    if (!answerIds.belongsTo(body.answerId, body.sessionId))
      return badRequest(reply, "answerId: not an answer given in this session");
    recorder?.choice({ answerId: body.answerId, path: body.path });
    return reply.status(204).header("cache-control", "no-store").send();
  });

  app.post("/api/chat/feedback", async (request, reply) => {
    const body = parseJson(request, reply, feedbackRequestSchema);
    if (!body) return reply;
    if (!signer.verify(body.sessionId)) return noSession(reply);
    if (!answerIds.belongsTo(body.answerId, body.sessionId))
      return badRequest(reply, "answerId: not an answer given in this session");
    recorder?.verdict({ answerId: body.answerId, helpful: body.helpful, comment: body.comment });
    return reply.status(204).header("cache-control", "no-store").send();
  });
};
