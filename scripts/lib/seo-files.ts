import { writeFileSync } from "node:fs";
import path from "node:path";
import { allPages } from "../../content/resolve";
import type { SiteConfig } from "../../content/site";

/** sitemap.xml (every indexable page of the registry) and robots.txt pointing at it. */
export function writeSeoFiles(clientDir: string, site: SiteConfig): number {
  const urls = allPages().filter((p) => !p.route.noindex && !p.route.canonical && p.status === 200);
  const body = urls
    .map((p) => `  <url><loc>${site.siteUrl}${p.path === "/" ? "/" : p.path}</loc></url>`)
    .join("\n");
  writeFileSync(
    path.join(clientDir, "sitemap.xml"),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
  );
  writeFileSync(
    path.join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
  );
  return urls.length;
}
