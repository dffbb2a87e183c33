import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { siteConfigFromEnv } from "./content/site-env";

/** One config for the client build, the SSR (prerender) build, the dev server and Vitest. */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  define: {
    // The client's site config (contact mailbox, lab URL, socials), resolved from the environment at build time.
    __SITE_CONFIG__: JSON.stringify(siteConfigFromEnv(process.env)),
  },
  build: {
    outDir: isSsrBuild ? "dist/ssr" : "dist/client",
    emptyOutDir: true,
    target: "es2022",
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${process.env.API_PORT ?? "5001"}` },
  },
}));
