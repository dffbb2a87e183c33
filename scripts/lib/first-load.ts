import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { absolutePath, editionOf, editions } from "../../content/editions";

/**
 * The site's first-load budgets (each edition's home, every other route), in bytes of gzip (1 KB = 1000 bytes, the
 * stricter reading).
 */
export const BUDGETS = { home: 100_000, other: 120_000 } as const;

/** Every prerendered page of both editions, as absolute site paths (English first). */
export const everyPagePath = (): string[] =>
  Object.values(editions).flatMap((e) => e.allPages().map((p) => absolutePath(e, p.path)));

export interface FirstLoad {
  path: string;
  files: string[];
  jsGz: number;
  cssGz: number;
  jsBr: number;
  cssBr: number;
  budget: number;
}

/** The JS and CSS files a route fetches from its first request until the network is idle. */
export async function collectFirstLoadFiles(page: Page, url: string): Promise<string[]> {
  const files = new Set<string>();
  const onRequest = (request: { url: () => string }) => {
    const { pathname } = new URL(request.url());
    if (/\.(js|mjs|css)$/.test(pathname)) files.add(pathname);
  };
  page.on("request", onRequest);
  await page.goto(url, { waitUntil: "networkidle" });
  page.off("request", onRequest);
  return [...files].sort();
}

function sizeOf(file: string, suffix: ".gz" | ".br"): number {
  const sibling = `${file}${suffix}`;
  if (existsSync(sibling)) return statSync(sibling).size;
  // Files under the precompression threshold have no sibling: measure them directly.
  return suffix === ".gz" ? gzipSync(readFileSync(file), { level: 9 }).length : statSync(file).size;
}

export function measureFirstLoad(clientDir: string, routePath: string, files: string[]): FirstLoad {
  const result: FirstLoad = {
    path: routePath,
    files,
    jsGz: 0,
    cssGz: 0,
    jsBr: 0,
    cssBr: 0,
    budget: editionOf(routePath).path === "/" ? BUDGETS.home : BUDGETS.other,
  };
  for (const file of files) {
    const full = path.join(clientDir, file);
    const isCss = file.endsWith(".css");
    if (isCss) {
      result.cssGz += sizeOf(full, ".gz");
      result.cssBr += sizeOf(full, ".br");
    } else {
      result.jsGz += sizeOf(full, ".gz");
      result.jsBr += sizeOf(full, ".br");
    }
  }
  return result;
}

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
