import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { allPages } from "../../content/resolve";
import { writeSeoFiles } from "./seo-files";

const site = { siteUrl: "https://hub.example" } as Parameters<typeof writeSeoFiles>[1];

describe("sitemap.xml and robots.txt", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "seo-files-"));
  const count = writeSeoFiles(dir, site);
  const sitemap = readFileSync(path.join(dir, "sitemap.xml"), "utf8");
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every page of the registry once, by its canonical URL", () => {
    const pages = allPages();
    const canonical = new Set(pages.map((p) => `${site.siteUrl}${p.canonical}`));
    expect(locs).toHaveLength(count);
    expect(new Set(locs).size).toBe(locs.length);
    expect(new Set(locs)).toEqual(canonical);
    // Duplicates such as /devhub/program appear once, under the page they point to.
    expect(pages.length).toBeGreaterThan(locs.length);
    expect(locs).toContain(`${site.siteUrl}/`);
    expect(locs).toContain(`${site.siteUrl}/thank-you`);
    expect(locs).toContain(`${site.siteUrl}/ecosystem/core-tech/ckks`);
  });

  it("robots.txt allows crawling and points at the sitemap", () => {
    const robots = readFileSync(path.join(dir, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
