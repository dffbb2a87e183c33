import { writeFileSync } from "node:fs";
import path from "node:path";
import { absolutePath, editions } from "../../content/editions";
import { escapeHtml } from "../../content/html";
import type { SiteConfig } from "../../content/site";

/**
 * sitemap.xml: every indexable page in both editions, each with its alternates (en, ko, x-default to the English
 * page) as xhtml:link entries, the reciprocal pairing search engines need; and robots.txt pointing at it.
 */
export function writeSeoFiles(clientDir: string, site: SiteConfig): number {
  const { xml, count } = sitemapXml(site);
  writeFileSync(path.join(clientDir, "sitemap.xml"), xml);
  writeFileSync(
    path.join(clientDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${site.siteUrl}/sitemap.xml\n`,
  );
  return count;
}

/** The sitemap's XML and its number of URLs. */
export function sitemapXml(site: Pick<SiteConfig, "siteUrl">): { xml: string; count: number } {
  const { en, ko } = editions;
  const pages = en.allPages().filter((p) => !p.route.noindex && !p.route.canonical && p.status === 200);
  const url = (prefix: string, p: string) => escapeHtml(`${site.siteUrl}${absolutePath({ prefix }, p)}`);
  const entries = pages.flatMap((page) => {
    const alternates = [
      `    <xhtml:link rel="alternate" hreflang="en" href="${url(en.prefix, page.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="ko" href="${url(ko.prefix, page.path)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(en.prefix, page.path)}"/>`,
    ].join("\n");
    return [en, ko].map(
      (e) => `  <url>\n    <loc>${url(e.prefix, page.path)}</loc>\n${alternates}\n  </url>`,
    );
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
  return { xml, count: entries.length };
}
