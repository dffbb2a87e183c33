import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { absolutePath, editions, type Edition } from "../../content/editions";
import type { ResolvedPage } from "../../content/resolve";
import { LOCALES, type Locale } from "../../content/locales";
import {
  editionSsrDir,
  parseRouteChunks,
  ROUTE_CHUNKS_FILE,
  type RouteChunks,
} from "../../content/schemas/route-chunks";
import { buildDataApp } from "../../server/data-app";
import { injectFetch } from "../../server/lib/inject-fetch";
import { withPageFont } from "./fonts";

type Render = (
  p: string,
  template: string,
  f: ReturnType<typeof injectFetch>,
  chunks: RouteChunks,
) => Promise<{ status: number; html: string }>;

/** What the prerender writes of an edition: every page of its registry, each at its file under dist/client. */
export function prerenderedPages(edition: Edition): { page: ResolvedPage; file: string }[] {
  return edition.allPages().map((page) => ({
    page,
    file: path.join(absolutePath(edition, page.path), "index.html"),
  }));
}

/**
 * Render every page of both editions' registries (detail pages included) and each edition's 404 page to static
 * HTML: the English pages at their paths, the Korean ones under /ko, each with its edition's SSR bundle and
 * template. The API answers in-process through `inject`, so each page carries exactly the data the live API serves.
 * A Korean page carries its own font subset inline (scripts/lib/fonts.ts).
 */
export async function prerenderAll(
  distDir: string,
  locales: readonly Locale[] = LOCALES,
): Promise<{ pages: number }> {
  const clientDir = path.join(distDir, "client");
  // The data API only: the build never opens the inquiry store or starts the mail outbox.
  const app = await buildDataApp();
  const fetchImpl = injectFetch(app);
  let count = 0;
  try {
    for (const locale of locales) {
      const edition = editions[locale];
      const ssrDir = editionSsrDir(distDir, locale);
      const template = readFileSync(path.join(ssrDir, "template.html"), "utf8");
      const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href)) as {
        render: Render;
      };
      const chunksFile = path.join(ssrDir, ROUTE_CHUNKS_FILE);
      const chunks = parseRouteChunks(readFileSync(chunksFile, "utf8"), chunksFile);
      const pages = prerenderedPages(edition);
      for (const page of [...pages.map((p) => p.page), edition.resolvePath("/404")]) {
        if (!chunks.pages[page.route.page])
          throw new Error(
            `no chunks for page kind "${page.route.page}": is its module app/pages/${page.route.page}.tsx?`,
          );
      }
      for (const { page, file } of pages) {
        const { status, html } = await render(page.path, template, fetchImpl, chunks);
        if (status !== 200)
          throw new Error(`${absolutePath(edition, page.path)} rendered with status ${status}`);
        mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
        writeFileSync(path.join(clientDir, file), await withPageFont(html));
      }
      const notFound = await render("/404", template, fetchImpl, chunks);
      writeFileSync(path.join(clientDir, edition.prefix, "404.html"), await withPageFont(notFound.html));
      count += pages.length + 1;
    }
  } finally {
    await app.close();
  }
  return { pages: count };
}
