import { describe, expect, it } from "vitest";
import { coreTechnologies } from "./data/core-tech";
import { openSourceProjects } from "./data/opensource";
import { solutions } from "./data/solutions";
import { allPages, resolvePath } from "./resolve";
import { routes } from "./routes";
import {
  CATEGORIES,
  coreTechListSchema,
  openSourceProjectListSchema,
  solutionListSchema,
} from "./schemas/entities";

describe("content", () => {
  it("every entity satisfies its schema, ids are unique", () => {
    for (const [list, schema] of [
      [solutions, solutionListSchema],
      [coreTechnologies, coreTechListSchema],
      [openSourceProjects, openSourceProjectListSchema],
    ] as const) {
      expect(() => schema.parse(list)).not.toThrow();
      const ids = list.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("has thirteen distinct categories", () => {
    expect(new Set(CATEGORIES).size).toBe(13);
  });
});

describe("route registry", () => {
  it("covers every route of the product's route table (docs/product.md)", () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const path of [
      "/",
      "/ecosystem",
      "/ecosystem/explore",
      "/ecosystem/solutions",
      "/ecosystem/core-tech",
      "/ecosystem/solutions/:id",
      "/ecosystem/core-tech/:id",
      "/ecosystem/opensource",
      "/ecosystem/opensource/:id",
      "/research",
      "/research/technology-overview",
      "/research/technologies/:id",
      "/research/whitepaper-library",
      "/research/project-roadmap",
      "/research/online-classroom",
      "/devhub",
      "/devhub/developer-program",
      "/devhub/hub",
      "/devhub/use-cases/:slug",
      "/devhub/docs",
      "/devhub/opensource-projects",
      "/devhub/projects/:id",
      "/devhub/program",
      "/labs",
      "/community",
      "/service",
      "/service/services",
      "/service/community-forum",
      "/service/cusp",
      "/service/pqc-function",
      "/service/tokenis",
      "/service/epsilon",
      "/service/ledger-actor-fabric",
      "/service/privid",
      "/enterprise",
      "/enterprise/privacy-blockchain",
      "/enterprise/homomorphic-db",
      "/enterprise/pqc-encryption",
      "/thank-you",
    ]) {
      expect(paths, path).toContain(path);
    }
  });

  it("has unique ids, paths and document titles", () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    const titles = allPages().map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("every parent exists and every page has a description", () => {
    const ids = new Set(routes.map((r) => r.id));
    for (const route of routes) if (route.parent) expect(ids, route.id).toContain(route.parent);
    for (const page of allPages()) expect(page.description.length, page.path).toBeGreaterThan(20);
  });

  it("resolves detail pages from content and unknown ids to 404", () => {
    const known = resolvePath("/ecosystem/solutions/torusdb");
    expect(known).toMatchObject({ status: 200, title: "TorusDB", params: { id: "torusdb" } });
    expect(known.breadcrumbs.map((c) => c.label)).toEqual(["Home", "Ecosystem", "Solutions", "TorusDB"]);
    expect(resolvePath("/ecosystem/solutions/nope")).toMatchObject({
      status: 404,
      route: { id: "solution-detail" },
    });
    expect(resolvePath("/no/such/page")).toMatchObject({ status: 404, route: { id: "not-found" } });
  });

  it("normalizes trailing slashes, queries and hashes", () => {
    expect(resolvePath("/research/?x=1#top").route.id).toBe("research");
    expect(resolvePath("/").route.id).toBe("home");
  });

  it("gives /devhub/program the developer program with a canonical link to /devhub/developer-program", () => {
    const page = resolvePath("/devhub/program");
    expect(page.route.page).toBe("developer-program");
    expect(page.canonical).toBe("/devhub/developer-program");
  });
});
