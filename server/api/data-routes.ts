import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { editions } from "../../content/editions";
import { LOCALES, type Locale } from "../../content/locales";
import {
  coreTechListSchema,
  openSourceProjectListSchema,
  solutionListSchema,
} from "../../content/schemas/entities";

const LIST_ROUTES = {
  "/api/solutions": (locale: Locale) => solutionListSchema.parse(editions[locale].content.solutions),
  "/api/core-tech": (locale: Locale) => coreTechListSchema.parse(editions[locale].content.coreTechnologies),
  "/api/opensource-projects-v2": (locale: Locale) =>
    openSourceProjectListSchema.parse(editions[locale].content.openSourceProjects),
} as const;

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The read-only data endpoints (solutions, core technologies, open-source projects) and the health check. Each
 * list exists per edition: `?locale=ko` answers the Korean edition's text (ids and values are the same), no
 * locale the English one, and an unknown locale a 400. Content is validated once at start, so a malformed entry
 * fails the boot (and the tests), never a request.
 */
export function registerDataRoutes(app: FastifyInstance): void {
  for (const [route, list] of Object.entries(LIST_ROUTES)) {
    const bodies = Object.fromEntries(
      LOCALES.map((locale) => [locale, JSON.stringify(list(locale))]),
    ) as Record<Locale, string>;
    app.get(
      route,
      async (request: FastifyRequest<{ Querystring: { locale?: string } }>, reply: FastifyReply) => {
        const locale = request.query.locale ?? "en";
        if (!isLocale(locale))
          return reply
            .status(400)
            .send({ error: "Bad Request", message: `locale must be one of ${LOCALES.join(", ")}` });
        return reply
          .header("content-type", "application/json; charset=utf-8")
          .header("cache-control", "no-cache")
          .send(bodies[locale]);
      },
    );
  }
  app.get("/api/health", async () => ({ status: "ok" }));
}
