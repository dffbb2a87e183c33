import type { FastifyInstance, FastifyReply } from "fastify";
import { coreTechnologies } from "../../content/data/core-tech";
import { openSourceProjects } from "../../content/data/opensource";
import { solutions } from "../../content/data/solutions";
import {
  coreTechListSchema,
  openSourceProjectListSchema,
  solutionListSchema,
} from "../../content/schemas/entities";

/**
 * The read-only data endpoints (solutions, core technologies, open-source projects) and the health check.
 * Content is validated once at start, so a malformed entry fails the boot (and the tests), never a request.
 */
export function registerDataRoutes(app: FastifyInstance): void {
  const payloads = {
    solutions: JSON.stringify(solutionListSchema.parse(solutions)),
    coreTech: JSON.stringify(coreTechListSchema.parse(coreTechnologies)),
    openSource: JSON.stringify(openSourceProjectListSchema.parse(openSourceProjects)),
  };
  const send = (body: string) => async (_req: unknown, reply: FastifyReply) =>
    reply
      .header("content-type", "application/json; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(body);

  app.get("/api/solutions", send(payloads.solutions));
  app.get("/api/core-tech", send(payloads.coreTech));
  app.get("/api/opensource-projects-v2", send(payloads.openSource));
  app.get("/api/health", async () => ({ status: "ok" }));
}
