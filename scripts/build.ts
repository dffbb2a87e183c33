import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build as viteBuild } from "vite";
import { siteConfigFromEnv, siteEnvSchema } from "../content/site-env";
import { computeBuildStamp, STAMP_FILE } from "./lib/build-stamp.mjs";
import { precompress } from "./lib/compress";
import { writeSiteFonts } from "./lib/fonts";
import { writeLogos } from "./lib/logos";
import { writePaperPdfs } from "./lib/pdfs";
import { LOCALES } from "../content/locales";
import { editionSsrDir, ROUTE_CHUNKS_FILE } from "../content/schemas/route-chunks";
import { bundleNodeEntries } from "./lib/node-bundles";
import { prerenderAll } from "./lib/prerender";
import { routeChunksFromManifest, type ViteManifest } from "./lib/startup";
import { writeSecurityTxt } from "./lib/security-txt";
import { writeSeoFiles } from "./lib/seo-files";

/**
 * The production build: client bundle, SSR bundle, prerendered pages, generated files, and the server and operational
 * commands bundled for plain node.
 */
export async function buildAll(root = process.cwd()): Promise<void> {
  const dist = path.join(root, "dist");
  const started = performance.now();
  const step = (label: string) =>
    console.log(`[build] ${label} (${Math.round(performance.now() - started)} ms)`);
  rmSync(dist, { recursive: true, force: true });

  const fonts = await writeSiteFonts(root, path.join(root, "public/fonts"));
  step(
    `fonts: ${fonts.map((f) => `${f.file} ${f.chars} glyphs ${(f.bytes / 1000).toFixed(1)} KB`).join(", ")}`,
  );
  // One client bundle and one SSR bundle per edition (English first: it empties dist/). Each edition's SSR
  // directory holds its template and its route-chunk lists (the Korean one is dist/ssr/ko).
  for (const locale of LOCALES) {
    const mode = locale;
    await viteBuild({ root, mode, configLoader: "runner", logLevel: "warn" });
    // The manifest is a build input, not a public file.
    const manifestDir = path.join(dist, "client/.vite");
    const manifest = JSON.parse(
      readFileSync(path.join(manifestDir, "manifest.json"), "utf8"),
    ) as ViteManifest;
    rmSync(manifestDir, { recursive: true });
    const routeChunks = routeChunksFromManifest(manifest);
    step(`${locale} client bundle (${Object.keys(routeChunks.pages).length} page modules)`);
    await viteBuild({
      root,
      mode,
      configLoader: "runner",
      logLevel: "warn",
      build: { ssr: "app/entry-server.tsx" },
    });
    const ssrDir = editionSsrDir(dist, locale);
    copyFileSync(path.join(dist, "client/index.html"), path.join(ssrDir, "template.html"));
    rmSync(path.join(dist, "client/index.html"));
    writeFileSync(path.join(ssrDir, ROUTE_CHUNKS_FILE), JSON.stringify(routeChunks));
    step(`${locale} SSR bundle`);
  }

  const { pages } = await prerenderAll(dist);
  step(`prerendered ${pages} pages`);

  const clientDir = path.join(dist, "client");
  const site = siteConfigFromEnv(process.env);
  const urls = writeSeoFiles(clientDir, site);
  writeSecurityTxt(clientDir, site, new Date());
  const logos = writeLogos(clientDir);
  const pdfs = await writePaperPdfs(clientDir);
  step(`sitemap (${urls} URLs), robots.txt, security.txt, ${logos} logos, ${pdfs.files} paper PDFs`);
  const { files } = precompress(clientDir);
  step(`precompressed ${files} files`);

  await bundleNodeEntries(root, dist);
  step("server and operational commands bundled (dist/server, dist/scripts)");

  mkdirSync(dist, { recursive: true });
  const envKeys = Object.keys(siteEnvSchema.shape).sort();
  writeFileSync(
    path.join(root, STAMP_FILE),
    JSON.stringify({ stamp: computeBuildStamp(root, envKeys), envKeys, builtAt: new Date().toISOString() }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildAll().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
