import { expect, test } from "./fixtures";

/**
 * ADR 0047: the production document's only script is the boot script; the app's entry chunk is preloaded at low
 * priority and evaluated only after the first contentful paint, so React never sits in front of that paint.
 */
test("the served HTML preloads the entry at low priority and runs only the boot script", async ({
  request,
}) => {
  const html = await (await request.get("/ecosystem")).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
  const entry = html.match(/<link rel="modulepreload"[^>]*data-app-entry[^>]*>/)?.[0] ?? "";
  expect(entry).toContain('fetchpriority="low"');
  expect(entry).toMatch(/href="\/assets\/index-[\w-]+\.js"/);
});

for (const path of ["/", "/ecosystem/core-tech/ckks"]) {
  test(`${path}: the app starts after the first contentful paint, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await page.waitForSelector("html[data-hydrated]");
    const { fcp, start } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      start: performance.getEntriesByName("app:start")[0]?.startTime ?? null,
    }));
    expect(fcp).not.toBeNull();
    expect(start).not.toBeNull();
    expect(start ?? 0).toBeGreaterThanOrEqual(fcp ?? Infinity);
  });
}
