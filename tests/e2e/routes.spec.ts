import AxeBuilder from "@axe-core/playwright";
import { allPages } from "../../content/resolve";
import { expect, test } from "./fixtures";

/**
 * Every page of the registry renders its h1, in the served HTML and after hydration, with no console error, and
 * axe finds no WCAG 2 A/AA violation and no best-practice violation (heading order, landmarks ..., the rules
 * Lighthouse's accessibility score adds) on it, and it fits a 375 px wide phone.
 */
for (const page of allPages()) {
  test(`renders ${page.path}`, async ({ page: browser, request, consoleErrors }) => {
    const res = await request.get(page.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(h1, "h1 in served HTML").toBeTruthy();
    expect(html).toMatch(/<html lang="en"[ >]/);
    expect(html).toContain("<main");
    expect(html).toContain('property="og:title"');

    // 404 responses for the page's own chunk or data would show up as console errors.
    await browser.goto(page.path);
    await expect(browser.locator("h1").first()).toBeVisible();
    await browser.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);

    const axe = await new AxeBuilder({ page: browser })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

    // On a 375 px phone nothing makes the page scroll sideways (wide code lines scroll inside their own box).
    await browser.setViewportSize({ width: 375, height: 800 });
    const overflow = await browser.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal overflow at 375 px").toBe(0);
  });
}

test("structured data: a WebPage in its language on every page, Organization on home, a ScholarlyArticle per paper", async ({
  request,
}) => {
  const ld = async (path: string) => {
    const html = await (await request.get(path)).text();
    const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1];
    expect(block, `${path} has a JSON-LD block`).toBeTruthy();
    return (
      (JSON.parse(block ?? "{}") as { "@graph"?: { "@type": string; inLanguage?: string }[] })["@graph"] ?? []
    );
  };
  const types = (graph: { "@type": string }[]) => graph.map((node) => node["@type"]);
  const home = await ld("/");
  expect(types(home)).toEqual(["WebPage", "Organization"]);
  expect(home[0]?.inLanguage).toBe("en");
  const library = await ld("/research/whitepaper-library");
  expect(types(library)).toEqual(["WebPage", ...Array<string>(18).fill("ScholarlyArticle")]);
  const korean = await ld("/ko/research/whitepaper-library");
  expect(types(korean)).toEqual(types(library));
  expect(korean[0]?.inLanguage).toBe("ko");
});
