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
      // Every browser that runs the es2022 target natively except Firefox < 115 / Safari < 17 supports modulepreload;
      // those few just fetch a module when it is imported. The polyfill would cost every page ~0.5 KB gz.
      modulePreload: { polyfill: false },
      sourcemap: false,
      // The client build's manifest tells the build which chunks each page needs (scripts/lib/route-chunks.ts).
      manifest: !isSsrBuild,
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
              },
            },
          },
    },
    server: {
      proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "5001"}` },
    },
  };
});
