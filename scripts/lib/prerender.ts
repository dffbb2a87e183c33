import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { allPages, resolvePath } from "../../content/resolve";
import { parseRouteChunks, ROUTE_CHUNKS_FILE, type RouteChunks } from "../../content/schemas/route-chunks";
import { buildDataApp } from "../../server/data-app";
import { injectFetch } from "../../server/lib/inject-fetch";

type Render = (
  p: string,
  template: string,
  f: ReturnType<typeof injectFetch>,
  chunks: RouteChunks,
) => Promise<{ status: number; html: string }>;

/**
 * Render every page of the registry (detail pages included) and the 404 page to static HTML. The API answers
 * in-process through `inject`, so each page carries exactly the data the live API serves.
 */
export async function prerenderAll(distDir: string): Promise<{ pages: number }> {
  const clientDir = path.join(distDir, "client");
  const ssrDir = path.join(distDir, "ssr");
  const template = readFileSync(path.join(ssrDir, "template.html"), "utf8");
  const { render } = (await import(pathToFileURL(path.join(ssrDir, "entry-server.js")).href)) as {
    render: Render;
  };
  // The data API only: the build never opens the inquiry store or starts the mail outbox.
  const app = await buildDataApp();
  const fetchImpl = injectFetch(app);
  const chunksFile = path.join(ssrDir, ROUTE_CHUNKS_FILE);
  const chunks = parseRouteChunks(readFileSync(chunksFile, "utf8"), chunksFile);
  const pages = allPages();
  for (const page of [...pages, resolvePath("/404")]) {
    if (!chunks.pages[page.route.page])
      throw new Error(
        `no chunks for page kind "${page.route.page}": is its module app/pages/${page.route.page}.tsx?`,
      );
  }
  try {
    for (const page of pages) {
      const { status, html } = await render(page.path, template, fetchImpl, chunks);
      if (status !== 200) throw new Error(`${page.path} rendered with status ${status}`);
      const file = path.join(clientDir, page.path, "index.html");
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, html);
    }
    const notFound = await render("/404", template, fetchImpl, chunks);
    writeFileSync(path.join(clientDir, "404.html"), notFound.html);
  } finally {
    await app.close();
  }
  return { pages: pages.length + 1 };
}
