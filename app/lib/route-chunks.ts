import type { ResolvedPage } from "../../content/resolve";
import type { RouteChunks } from "../../content/schemas/route-chunks";

/** Every route but home shows the inner-page header (a chunk of its own; app/layout/lazy-header.tsx). */
export const usesInnerHeader = (page: ResolvedPage): boolean => page.route.id !== "home";

/** The chunks `page` loads before it hydrates, without duplicates; [] for a page kind the map does not know. */
export function chunksFor(map: RouteChunks, page: ResolvedPage): string[] {
  const files = [...(map.pages[page.route.page] ?? []), ...(usesInnerHeader(page) ? map.header : [])];
  return [...new Set(files)];
}

/** The page script's tag (scripts/lib/startup.ts) carries the page's chunks for it (app/boot.ts). */
const ENTRY_MARK = " data-app-entry=";
const SAFE_PATH = /^\/[\w./-]+$/;

/** `html` with `files` listed on its page script's tag as `data-route-chunks`. */
export function withRouteChunks(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  if (!html.includes(ENTRY_MARK))
    throw new Error("the HTML template has no page script tag (data-app-entry)");
  const bad = files.find((f) => !SAFE_PATH.test(f));
  if (bad) throw new Error(`not an asset path: ${JSON.stringify(bad)}`);
  return html.replace(ENTRY_MARK, () => ` data-route-chunks="${files.join(" ")}"${ENTRY_MARK}`);
}
