import Fastify, { type FastifyInstance } from "fastify";
import { registerDataRoutes } from "./api/data-routes";
import { installErrorHandler } from "./lib/errors";

/**
 * Only the read-only data API (solutions, core technologies, open-source projects), for the prerender: pages are
 * rendered with exactly the data the live API serves, and building the site never opens the inquiry store, starts
 * the mail outbox or reads a session secret.
 */
export async function buildDataApp(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  installErrorHandler(app);
  registerDataRoutes(app);
  await app.ready();
  return app;
}
