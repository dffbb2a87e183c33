import { buildSync } from "esbuild";
import path from "node:path";
import type { Plugin } from "vite";
import type { RouteChunks } from "../../content/schemas/route-chunks";

/**
 * How a page starts, build side (the client side is app/boot.ts; docs/performance.md tells both):
 *
 * - `startupPlugin`: in production builds the document's only script is app/boot.ts, compiled on its own and
 *   inlined in the `<head>`, so it is there from the first paint (to hold early taps) and costs no request. Its
 *   tag names the app's entry (`data-app-entry`) and the chunks the entry imports (`data-app-deps`, React's),
 *   instead of Vite's `<script src>` and `<link rel="modulepreload">`s: before the first paint the browser fetches
 *   nothing but the stylesheet. The server allows the script by its hash (server/security/headers.ts).
 * - `routeChunksFromManifest`: which chunks each page kind needs beyond the entry, from Vite's manifest; the
 *   render writes a page's list on the same tag (`data-route-chunks`, app/lib/route-chunks.ts).
 */

const BOOT_MODULE = "app/boot.ts";

/** app/boot.ts as one minified classic script. It may import types only: the build fails on anything else. */
export function compileBoot(root: string): string {
  const result = buildSync({
    entryPoints: [path.join(root, BOOT_MODULE)],
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2022",
    metafile: true,
    logLevel: "silent",
  });
  const inputs = Object.keys(result.metafile.inputs);
  if (inputs.length !== 1)
    throw new Error(`${BOOT_MODULE} must not import anything at run time; it imports ${inputs.join(", ")}`);
  const code = result.outputFiles[0]?.text.trim() ?? "";
  // Inside an inline <script>, these would end the element or open an HTML comment.
  if (/<\/script|<!--/i.test(code)) throw new Error(`${BOOT_MODULE} compiles to text that cannot be inlined`);
  return code;
}

export function startupPlugin(root = process.cwd()): Plugin {
  return {
    name: "nullspace:startup",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const entry = ctx.chunk;
        if (!ctx.bundle || !entry) return html;
        const tag = `<script type="module" crossorigin src="/${entry.fileName}"></script>`;
        if (!html.includes(tag))
          throw new Error(`startupPlugin: no <script> for ${entry.fileName} in index.html`);
        // The chunks the entry imports statically (React's), each after the chunks it imports itself. Read off the
        // bundle: Vite's own module preloading, which would have listed them as <link>s, is off (vite.config.ts).
        const deps: string[] = [];
        const visit = (fileName: string) => {
          const chunk = ctx.bundle?.[fileName];
          if (!chunk || chunk.type !== "chunk") return;
          for (const imported of chunk.imports) {
            if (deps.includes(`/${imported}`)) continue;
            visit(imported);
            deps.push(`/${imported}`);
          }
        };
        visit(entry.fileName);
        const withoutPreloads = html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, "");
        const boot = `<script data-app-entry="/${entry.fileName}" data-app-deps="${deps.join(" ")}">${compileBoot(root)}</script>`;
        return withoutPreloads.replace(tag, () => boot);
      },
    },
  };
}

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
 * chunks it imports (depth-first post-order, cycles cut): the order in which the page script evaluates them.
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
 * Which chunks each page kind needs beyond the entry. A page module is `app/pages/<page key>.tsx`
 * (app/router/pages.ts); the prerender fails for a registry page kind that is missing here, so the naming cannot
 * drift silently.
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
