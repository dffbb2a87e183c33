import { expect, test } from "./fixtures";

/**
 * No layout shift while a page hydrates and its lazy islands load (issue 7: CLS 0). A post-hydration update that
 * reached a still-dehydrated Suspense boundary once made React swap its server HTML for the fallback (CLS > 1).
 */
for (const path of [
  "/",
  "/ecosystem",
  "/ecosystem/solutions/torusdb",
  "/research",
  "/service/cusp",
  "/devhub/docs",
]) {
  test(`no layout shift on ${path} through hydration and island loading`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number }[]) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(path, { waitUntil: "networkidle" });
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // The islands load on first interaction or ~2 s after load when idle: wait past that, without interacting.
    await page.waitForTimeout(3500);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls).toBeLessThan(0.01);
  });
}
