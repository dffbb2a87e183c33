import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as real from "../../content/resolve";
import { clientRegistryModule, PAGES_SHOWING_DESCRIPTION } from "./vite-client-registry";

/** Loads content/resolve.ts against the generated client registry instead of content/routes.ts. */
async function clientResolve(): Promise<typeof real> {
  const dir = mkdtempSync(path.join(tmpdir(), "client-registry-"));
  const file = path.join(dir, "routes.mjs");
  writeFileSync(file, clientRegistryModule());
  const generated = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as object;
  vi.resetModules();
  vi.doMock("../../content/routes", () => generated);
  return import("../../content/resolve");
}

afterEach(() => {
  vi.doUnmock("../../content/routes");
  vi.resetModules();
});

describe("client registry (ADR 0048)", () => {
  it("resolves every page, and unknown paths and ids, as the registry does (detail pages without description)", async () => {
    const client = await clientResolve();
    const paths = [
      ...real.allPages().map((p) => p.path),
      "/nope",
      "/ecosystem/solutions/unknown-id",
      "/devhub/program/",
      "/research/technologies/zero-knowledge-proofs?x=1#y",
    ];
    expect(paths.length).toBeGreaterThan(70);
    for (const p of paths) {
      const server = real.resolvePath(p);
      const browser = client.resolvePath(p);
      const { description, route, ...rest } = browser;
      const { description: serverDescription, route: serverRoute, ...serverRest } = server;
      expect(rest, p).toEqual(serverRest);
      expect(route.id, p).toBe(serverRoute.id);
      expect(route.page, p).toBe(serverRoute.page);
      expect(route.chatPanel, p).toBe(serverRoute.chatPanel);
      expect(route.props, p).toEqual(serverRoute.props);
      expect(serverDescription, p).not.toBe("");
      // Detail items keep their id and title only; other pages keep their description where they show it.
      const shown =
        PAGES_SHOWING_DESCRIPTION.has(server.route.page) && !(server.route.items && server.status === 200);
      expect(description, p).toBe(shown ? serverDescription : "");
    }
  });

  it("keeps the description of every page kind that shows it, as app/pages reads it", () => {
    const pagesDir = path.resolve(import.meta.dirname, "../../app/pages");
    const router = readFileSync(path.resolve(import.meta.dirname, "../../app/router/pages.ts"), "utf8");
    const modules = [
      ...router.matchAll(/"?([\w-]+)"?: lazyPage\(\(\) => import\("\.\.\/pages\/([\w-]+)"\)\)/g),
    ];
    expect(modules.length).toBeGreaterThan(25);
    const showing = modules
      .filter(([, , file]) =>
        readFileSync(path.join(pagesDir, `${file}.tsx`), "utf8").includes("page.description"),
      )
      .map(([, key]) => key)
      .sort();
    expect(showing).toEqual([...PAGES_SHOWING_DESCRIPTION].sort());
  });

  it("carries no content module text beyond item titles", () => {
    const code = clientRegistryModule();
    expect(code).not.toMatch(/import\s/);
    expect(code).not.toContain("shortDescription");
    expect(code).not.toContain(real.resolvePath("/ecosystem/core-tech/ckks").description);
    expect(code).toContain(real.resolvePath("/service/services").description);
    // A page that does not show its description leaves it to the served HTML's meta tags.
    expect(code).not.toContain(real.resolvePath("/ecosystem").description);
  });
});
