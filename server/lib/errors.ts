import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { serverMessages } from "../../content/messages/server";
import { visitorLocale } from "./visitor-locale";

/** The status an error answers with: its own when it is an HTTP error status, else 500. */
export const errorStatus = (error: Pick<FastifyError, "statusCode">): number =>
  error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;

/** The JSON error answer `{ error, message }`; a 5xx answer never carries internals, and says so in the visitor's language. */
export function sendJsonError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = errorStatus(error);
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply.status(status).send({
      error: "Internal Server Error",
      message: serverMessages[visitorLocale(request)].internalError,
    });
  }
  const name = error.validation ? "Bad Request" : (httpNames[status] ?? "Error");
  return reply.status(status).send({ error: name, message: error.message });
}

/** Every error answer is JSON (scopes that serve pages to browsers, like the form relay, set their own). */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendJsonError);
}

export const httpNames: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  406: "Not Acceptable",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  503: "Service Unavailable",
};
