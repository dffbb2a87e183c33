import type { FastifyInstance } from "fastify";

/**
 * JSON bodies, parsed as Fastify does (secure-json-parse, prototype poisoning rejected with a 400), except that an
 * empty body is no body: `undefined`, not an error. An endpoint that takes no payload (POST /api/chat/session)
 * then answers a client that sends `Content-Type: application/json` with nothing, and an endpoint that needs a
 * body rejects the missing one with its own validation message.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") {
      done(null, undefined);
      return;
    }
    parse(request, text, done);
  });
}
