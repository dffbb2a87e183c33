import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DETAIL_KIND_NAMES, detailKinds, detailOfRoute, type DetailKindName } from "../../content/details";
import { detailIds, loadAllDetails, type DetailKind } from "../../content/details/kind";
import { absolutePath, editions } from "../../content/editions";
import { LOCALES } from "../../content/locales";
import type { ResolvedPage } from "../../content/resolve";
import type { RouteContent } from "../../content/routes";
import { pageText, visibleStrings } from "../../server/navigator/page-text";
import { prerenderedPages } from "./prerender";
import { sitemapXml } from "./seo-files";

/**
 * The detail-item registry (content/details) is the one list of the items that have pages of their own. This test
 * follows every item of every kind into each place that must know it, in both editions: the route registry (a page
 * per item on each of its kind's routes, and none for an item the registry lacks), the app (its page module loads
 * the kind through the registry, and the item's long form loads), the prerender, the sitemap and the navigator's
 * page text.
 */
const SITE = "https://hub.example";
const sitemapLocs = new Set(
  [...sitemapXml({ siteUrl: SITE }).xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
);

/** The item a page shows: its route parameter, or the `props` value of a route of its own. */
const itemOf = (page: ResolvedPage): string =>
  Object.values(page.params)[0] ?? Object.values(page.route.props ?? {})[0] ?? "";

const ROOT = path.resolve(import.meta.dirname, "../..");
const source = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** The registry's module that defines `kind` (content/details/<module>.ts): what the app's pages import. */
const kindModules = await Promise.all(
  readdirSync(path.join(ROOT, "content/details"))
    .filter((f) => /^[\w-]+\.ts$/.test(f) && f !== "index.ts" && f !== "kind.ts")
    .map(async (f) => ({
      file: `content/details/${f.replace(/\.ts$/, "")}`,
      exports: Object.values((await import(path.join(ROOT, "content/details", f))) as object),
    })),
);
const moduleOf = (kind: unknown) => kindModules.find((m) => m.exports.includes(kind))?.file;

/**
 * The entity list each kind's items come from, in an edition (an entity without an item would have no page). The
 * platforms and enterprise solutions need none: their items are keyed by a union of ids, so a missing one does not
 * compile.
 */
const ENTITY_IDS: Partial<Record<DetailKindName, (c: RouteContent) => readonly string[]>> = {
  solution: (c) => c.solutions.map((s) => s.id),
  coreTech: (c) => c.coreTechnologies.map((t) => t.id),
  openSource: (c) => c.openSourceProjects.map((p) => p.id),
  technology: (c) => c.technologies.map((t) => t.id),
  useCase: (c) => c.useCases.map((u) => u.slug),
};

/** Where a page loads its item when not in the page module itself. */
const PAGE_HELPERS: Readonly<Record<string, readonly string[]>> = {
  platform: ["app/components/service/use-platform.ts"],
};

for (const name of DETAIL_KIND_NAMES) {
  const kind: DetailKind<unknown> = detailKinds[name];
  const ids: readonly string[] = detailIds(kind);
  const routes: readonly string[] = kind.routes;

  describe(`the registry's ${name} items`, () => {
    it("exist, with routes to show them", () => {
      expect(ids.length).toBeGreaterThan(0);
      expect(routes.length).toBeGreaterThan(0);
    });

    for (const locale of LOCALES) {
      const edition = editions[locale];
      const pages = edition.allPages().filter((p) => routes.includes(p.route.id));

      it(`${locale}: each has its page on the route registry, and no page shows an item the registry lacks`, () => {
        for (const routeId of routes) {
          const route = edition.routeById(routeId);
          expect(route, routeId).toBeDefined();
          const shown = pages.filter((p) => p.route.id === routeId).map(itemOf);
          // A route with a parameter lists every item in the registry's order; otherwise a route shows one item.
          if (route?.items) expect(shown, routeId).toEqual(ids);
          else expect(shown.length === 1 && ids.includes(shown[0] ?? ""), routeId).toBe(true);
        }
        expect(new Set(pages.map(itemOf))).toEqual(new Set(ids));
        for (const page of pages) {
          expect(page.status, page.path).toBe(200);
          expect(detailOfRoute(page.route.id, itemOf(page))).toEqual({ kind: name, id: itemOf(page) });
        }
      });

      const entityIds = ENTITY_IDS[name];
      if (entityIds)
        it(`${locale}: every entity of the edition's list is an item, in the same order`, () => {
          expect(entityIds(edition.content)).toEqual(ids);
        });

      it(`${locale}: the prerender writes each item's page and the sitemap lists it`, () => {
        const files = new Set(prerenderedPages(edition).map((p) => p.file));
        for (const page of pages) {
          expect(files).toContain(path.join(absolutePath(edition, page.path), "index.html"));
          expect(sitemapLocs).toContain(`${SITE}${absolutePath(edition, page.canonical)}`);
        }
      });

      it(`${locale}: the app loads each item's long form through the registry`, async () => {
        // What a page of this edition calls: the item's loader in the edition's language.
        for (const id of ids) {
          const loaded = await kind.items[id]?.[locale]();
          expect(visibleStrings(loaded?.detail).length, id).toBeGreaterThan(0);
        }
      });
    }

    it("each page module showing the kind imports it from the registry", () => {
      const module = moduleOf(kind);
      expect(module).toBeDefined();
      for (const routeId of routes) {
        const page = editions.en.routeById(routeId)?.page ?? "";
        const files = [`app/pages/${page}.tsx`, ...(PAGE_HELPERS[page] ?? [])];
        expect(
          files.some((f) => source(f).includes(`/${module}"`)),
          `${routeId}: ${files.join(", ")}`,
        ).toBe(true);
      }
    });

    it("the navigator reads each item's long form, in English and in Korean, on each of its pages", async () => {
      const long = await loadAllDetails(kind);
      for (const page of editions.en.allPages().filter((p) => routes.includes(p.route.id))) {
        const id = itemOf(page);
        const [en, ko] = [visibleStrings(long[id]?.en), visibleStrings(long[id]?.ko)];
        expect(en.length * ko.length, page.path).toBeGreaterThan(0);
        const text = pageText(page.route.id, [id]);
        expect(text.en, page.path).toEqual(expect.arrayContaining(en));
        expect(text.ko, page.path).toEqual(expect.arrayContaining(ko));
        expect(text.ko, page.path).not.toEqual(text.en);
      }
    });
  });
}
