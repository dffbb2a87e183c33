import type { RouteChunks } from "../../content/schemas/route-chunks";

/** The part of Vite's `.vite/manifest.json` this build reads (https://vite.dev/guide/backend-integration). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export type ViteManifest = Record<string, ManifestChunk>;

const PAGE_MODULE = /^app\/pages\/([\w-]+)\.tsx$/;
const HEADER_MODULE = "app/layout/site-header.tsx";

/**
 * `key`'s chunk and every chunk it imports statically, transitively, as absolute asset paths, each after the
 * chunks it imports (depth-first post-order): the order in which the browser evaluates them, which app/main.tsx
 * follows to evaluate them one per task (ADR 0050).
 */
function closure(
  manifest: ViteManifest,
  key: string,
  into = new Set<string>(),
  visiting = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Vite's manifest has no chunk "${key}"`);
  const file = `/${chunk.file}`;
  if (into.has(file) || visiting.has(file)) return into;
  visiting.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into, visiting);
  into.add(file);
  return into;
}

/**
 * Which chunks each page kind needs beyond the entry (and the boot script), from the client build's manifest.
 * A page module is `app/pages/<page key>.tsx` (app/router/pages.ts); the prerender fails for a registry page
 * kind that is missing here, so the naming cannot drift silently.
 */
export function routeChunksFromManifest(manifest: ViteManifest): RouteChunks {
  const preloaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, preloaded);
  const beyondEntry = (key: string) => [...closure(manifest, key)].filter((f) => !preloaded.has(f));
  const pages: RouteChunks["pages"] = {};
  for (const key of Object.keys(manifest)) {
    const pageKey = PAGE_MODULE.exec(key)?.[1];
    if (pageKey) pages[pageKey] = beyondEntry(key);
  }
  return { pages, header: beyondEntry(HEADER_MODULE) };
}
