import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./content/site-env";
import { clientRegistry } from "./scripts/lib/vite-client-registry";
import { editionModules } from "./scripts/lib/vite-edition";
import { startupPlugin } from "./scripts/lib/startup";

/**
 * One config for the client build, the SSR (prerender) build, the dev server and Vitest. The mode names the edition:
 * `--mode ko` builds the Korean edition (its text modules, its own client and SSR bundles); any other mode is the
 * English one.
 */
export default defineConfig(({ isSsrBuild, mode }) => {
  const edition = mode === "ko" ? "ko" : "en";
  return {
    plugins: [react(), tailwindcss(), editionModules(edition), startupPlugin(), clientRegistry(edition)],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL("./app/lib/use-sync-external-store-shim.ts", import.meta.url)),
        },
      ],
    },
    define: {
      // The client's site config (contact mailbox, lab URL, socials), resolved from the environment at build time.
      __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv(process.env)),
    },
    build: {
      // Both editions' client bundles share dist/client (chunks they have in common keep one name); each has its
      // own SSR bundle. The English build runs first and empties the directories.
      outDir: isSsrBuild ? (edition === "ko" ? "dist/ssr/ko" : "dist/ssr") : "dist/client",
      emptyOutDir: edition === "en",
      target: "es2022",
      assetsInlineLimit: 0,
      // No module preloading by Vite: the first load's chunks are preloaded by the page script from the list the
      // prerender writes into each page (docs/performance.md), and a page opened later is preloaded when its link
      // is hovered or focused. Vite's own preloading would add the dependency list of every dynamic import to the
      // entry (1.3 KB gz on every page, more than the whole page script) plus a polyfill (0.5 KB gz).
      modulePreload: false,
      sourcemap: false,
      // The client build's manifest tells the build which chunks each page needs (routeChunksFromManifest in
      // scripts/lib/startup.ts).
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                  // The icons of the header and the home page (sections, breadcrumbs, language switch, tiles) and
                  // lucide's own code: every page needs them, and as one chunk they weigh about a third less than
                  // as a dozen files of a few hundred bytes each.
                  {
                    name: "shell-icons",
                    test: /lucide-react[\\/]dist[\\/]esm[\\/](?:(?!icons[\\/])[^\\/]+|shared[\\/].+|icons[\\/](?:boxes|building-2|building-complex|code-xml|code-2|flask-conical|house|home|layout-grid|microscope|users|chevron-right|languages|arrow-right)\.mjs)$/,
                  },
                ],
              },
            },
          },
    },
    // The SSR bundle (the prerender at build time, the server's 404 pages at run time) carries the packages it
    // renders with, so a production install needs none of the front end's packages. pdf.js is imported only when a
    // visitor opens a paper, which never happens in a server render.
    ...(isSsrBuild ? { ssr: { noExternal: true, external: ["pdfjs-dist"] } } : {}),
    server: {
      proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "5001"}` },
    },
  };
});
