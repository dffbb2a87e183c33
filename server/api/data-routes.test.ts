import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coreTechnologies } from "../../content/data/core-tech";
import { openSourceProjects } from "../../content/data/opensource";
import { solutions } from "../../content/data/solutions";
import {
  coreTechListSchema,
  openSourceProjectListSchema,
  solutionListSchema,
} from "../../content/schemas/entities";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp(testConfig({ LOG_LEVEL: "silent" }), { web: false });
});
afterAll(() => app.close());

describe("data API", () => {
  it("GET /api/health answers 200", async () => {
    const res = await app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok" });
  });

  it.each([
    ["/api/solutions", solutionListSchema, solutions.length],
    ["/api/core-tech", coreTechListSchema, coreTechnologies.length],
    ["/api/opensource-projects-v2", openSourceProjectListSchema, openSourceProjects.length],
  ] as const)("%s returns every item with the fields its schema requires", async (url, schema, count) => {
    const res = await app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    const body = schema.parse(res.json());
    expect(body).toHaveLength(count);
    expect(count).toBeGreaterThanOrEqual(6);
  });

  it("answers each list in the Korean edition's text with ?locale=ko: same ids and values, Korean text", async () => {
    for (const url of ["/api/solutions", "/api/core-tech", "/api/opensource-projects-v2"]) {
      const en = (await app.inject({ url })).json() as { id: string; shortDescription: string }[];
      const res = await app.inject({ url: `${url}?locale=ko` });
      expect(res.statusCode).toBe(200);
      const ko = res.json() as { id: string; shortDescription: string }[];
      expect(ko.map((item) => item.id)).toEqual(en.map((item) => item.id));
      for (const item of ko) expect(item.shortDescription).toMatch(/[\uac00-\ud7a3]/);
    }
  });

  it("refuses an unknown locale with a JSON 400", async () => {
    const res = await app.inject({ url: "/api/solutions?locale=fr" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "Bad Request" });
  });

  it("keeps the listing rules: the featured solution first, with at least four tags, and every solution shown whatever its status", async () => {
    const res = await app.inject({ method: "GET", url: "/api/solutions" });
    const listed = solutionListSchema.parse(res.json());
    expect(listed[0]?.tags.length).toBeGreaterThanOrEqual(4);
    expect(listed.map((s) => s.id)).toEqual(solutions.map((s) => s.id));
  });

  it("answers unknown API paths with a JSON 404", async () => {
    for (const [method, url] of [
      ["GET", "/api/nope"],
      ["POST", "/api/solutions"],
      ["DELETE", "/api/x/y"],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: "Not Found" });
    }
  });
});
