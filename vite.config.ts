import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./content/site-env";
import { clientRegistry } from "./scripts/lib/vite-client-registry";
import { startupPlugin } from "./scripts/lib/startup";

/** One config for the client build, the SSR (prerender) build, the dev server and Vitest. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), startupPlugin(), clientRegistry()],
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
    outDir: isSsrBuild ? "dist/ssr" : "dist/client",
    emptyOutDir: true,
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
}));
