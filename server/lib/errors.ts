import type { FastifyError, FastifyInstance } from "fastify";

/** Every error answer is JSON `{ error, message }`; 5xx answers never carry internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply
        .status(status)
        .send({ error: "Internal Server Error", message: "Something went wrong on our side." });
    }
    const name = error.validation ? "Bad Request" : (httpNames[status] ?? "Error");
    return reply.status(status).send({ error: name, message: error.message });
  });
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
};
