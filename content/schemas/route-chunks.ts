import { z } from "zod";

/** In each edition's SSR directory: which chunks each page kind loads. Written by scripts/build.ts; read by the prerender and the server. */
export const ROUTE_CHUNKS_FILE = "route-chunks.json";

/** Where an edition's SSR bundle, template and chunk lists are: dist/ssr for English, dist/ssr/<locale> otherwise. */
export const editionSsrDir = (dist: string, locale: string): string =>
  locale === "en" ? `${dist}/ssr` : `${dist}/ssr/${locale}`;

/**
 * The JavaScript chunks each page kind needs on top of the app's entry chunk, as absolute asset paths, derived
 * from Vite's manifest (scripts/lib/startup.ts). The server render lists a page's chunks in its HTML so the
 * page script can fetch them right after the first paint (docs/performance.md).
 */
export const routeChunksSchema = z.object({
  /** By page key of the route registry: the page module's chunk and its static imports. */
  pages: z.record(z.string(), z.array(z.string())),
  /** The inner-page header (every route but home), with its static imports. */
  header: z.array(z.string()),
});
export type RouteChunks = z.infer<typeof routeChunksSchema>;

/** Reads and checks the file's text; a clear error names the file when it is not what the build writes. */
export function parseRouteChunks(text: string, file: string): RouteChunks {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: rebuild with npm run build`, { cause: error });
  }
  const parsed = routeChunksSchema.safeParse(json);
  if (!parsed.success) throw new Error(`${file} is not valid: ${parsed.error.message}`);
  return parsed.data;
}
