import { expect, test } from "./fixtures";

/**
 * No layout shift while a page hydrates and its lazy islands load (CLS 0, a Lighthouse goal). A post-hydration update
 * that reached a still-dehydrated Suspense boundary once made React swap its server HTML for the fallback (CLS > 1).
 * Korean pages on a phone: text laid out before the page's own font had loaded (on fallback metrics) moved when it
 * arrived.
 */
for (const [path, viewport] of [
  ["/", null],
  ["/ecosystem", null],
  ["/ecosystem/solutions/torusdb", null],
  ["/research", null],
  ["/service/cusp", null],
  ["/devhub/docs", null],
  ["/ko/research", { width: 412, height: 823 }],
  ["/ko/security", { width: 412, height: 823 }],
  ["/ko/privacy", { width: 412, height: 823 }],
] as const) {
  test(`no layout shift on ${path}${viewport ? " (phone)" : ""} through hydration and island loading`, async ({
    page,
  }) => {
    if (viewport) await page.setViewportSize(viewport);
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

test.describe("header on a phone, before the browser has parsed all of it", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

  /**
   * The browser may paint the prerendered HTML when it has parsed only part of the header. The header's rows must
   * then already sit where they end up: cut the header after its first shortcut link (what a first paint can show)
   * and the breadcrumbs and the first shortcut keep their places.
   */
  test("logo, shortcuts, actions and breadcrumbs keep their rows whatever comes after them", async ({
    page,
  }) => {
    // Scripts are off, so there is no hydration to wait for: the served HTML as it is.
    await page.goto("/devhub/opensource-projects", { waitUntil: "commit" });
    await page.waitForLoadState("load");
    const tops = await page.evaluate(() => {
      const grid = document.querySelector("header > div");
      const crumbs = document.querySelector('nav[aria-label="Breadcrumb"]');
      const firstShortcut = document.querySelector("a[data-shortcut]");
      if (!grid || !crumbs || !firstShortcut) throw new Error("header parts are missing");
      const top = () => ({
        crumbs: crumbs.getBoundingClientRect().top,
        shortcut: firstShortcut.getBoundingClientRect().top,
      });
      const full = top();
      // Everything the parser would not have reached yet: later shortcuts and the action buttons.
      firstShortcut
        .closest("li")
        ?.parentElement?.querySelectorAll("li:not(:first-child)")
        .forEach((li) => li.remove());
      [...grid.children].filter((el) => el.querySelector("button")).forEach((el) => el.replaceChildren());
      return { full, partial: top() };
    });
    expect(tops.partial).toEqual(tops.full);
  });
});
