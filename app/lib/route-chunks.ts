import type { ResolvedPage } from "../../content/resolve";

/**
 * The JavaScript chunks each page kind needs on top of the app's entry chunk, as absolute asset paths. The build
 * derives it from Vite's manifest (scripts/lib/route-chunks.ts) and writes it to dist/ssr/route-chunks.json; the
 * server render lists a page's chunks in its HTML so the boot script can fetch them right after the first paint
 * (docs/decisions/0049-route-chunks-preloaded-by-boot.md).
 */
export interface RouteChunks {
  /** By page key of the route registry: the page module's chunk and its static imports. */
  pages: Partial<Record<string, string[]>>;
  /** The inner-page header (every route but home), with its static imports. */
  header: string[];
}

/** Every route but home shows the inner-page header (a chunk of its own; app/layout/lazy-header.tsx). */
export const usesInnerHeader = (page: ResolvedPage): boolean => page.route.id !== "home";

/** The chunks `page` loads before it hydrates, without duplicates; [] for a page kind the map does not know. */
export function chunksFor(map: RouteChunks, page: ResolvedPage): string[] {
  const files = [...(map.pages[page.route.page] ?? []), ...(usesInnerHeader(page) ? map.header : [])];
  return [...new Set(files)];
}

/** The template's entry preload (scripts/lib/vite-paint-first.ts) carries the page's chunks for the boot script. */
const ENTRY_MARK = "data-app-entry>";
const SAFE_PATH = /^\/[\w./-]+$/;

/** `html` with `files` listed in its entry preload's `data-route-chunks` (what app/boot.ts reads). */
export function withRouteChunks(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  if (!html.includes(ENTRY_MARK)) throw new Error("the HTML template has no entry preload (data-app-entry)");
  const bad = files.find((f) => !SAFE_PATH.test(f));
  if (bad) throw new Error(`not an asset path: ${JSON.stringify(bad)}`);
  return html.replace(ENTRY_MARK, `data-app-entry data-route-chunks="${files.join(" ")}">`);
}
