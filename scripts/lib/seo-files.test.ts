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

  it("lists every page of the registry once per edition, by its canonical URL", () => {
    const pages = allPages();
    const english = [...new Set(pages.map((p) => `${site.siteUrl}${p.canonical}`))];
    const korean = english.map((u) =>
      u.replace(site.siteUrl, `${site.siteUrl}/ko`).replace(/\/ko\/$/, "/ko"),
    );
    expect(locs).toHaveLength(count);
    expect(new Set(locs).size).toBe(locs.length);
    expect(new Set(locs)).toEqual(new Set([...english, ...korean]));
    // Duplicates such as /devhub/program appear once, under the page they point to.
    expect(pages.length * 2).toBeGreaterThan(locs.length);
    expect(locs).toContain(`${site.siteUrl}/`);
    expect(locs).toContain(`${site.siteUrl}/ko`);
    expect(locs).toContain(`${site.siteUrl}/ko/thank-you`);
    expect(locs).toContain(`${site.siteUrl}/ecosystem/core-tech/ckks`);
  });

  it("gives every URL its three reciprocal alternates: en, ko and x-default (the English page)", () => {
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    for (const entry of urls) {
      const alt = Object.fromEntries(
        [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(Object.keys(alt).sort()).toEqual(["en", "ko", "x-default"]);
      expect(alt["x-default"]).toBe(alt.en);
      expect(alt.ko).toBe(
        alt.en === `${site.siteUrl}/`
          ? `${site.siteUrl}/ko`
          : alt.en?.replace(site.siteUrl, `${site.siteUrl}/ko`),
      );
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1];
      expect([alt.en, alt.ko]).toContain(loc);
    }
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it("robots.txt allows crawling and points at the sitemap", () => {
    const robots = readFileSync(path.join(dir, "robots.txt"), "utf8");
    expect(robots).toContain("User-agent: *");
    expect(robots).not.toMatch(/Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${site.siteUrl}/sitemap.xml`);
  });
});
