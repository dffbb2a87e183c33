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

for (const [device, viewport] of [
  ["a phone", { width: 375, height: 800 }],
  ["a tablet", { width: 800, height: 800 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test.describe(`header on ${device}, before the browser has parsed all of it`, () => {
    test.use({ javaScriptEnabled: false, viewport });

    /**
     * The browser may paint the prerendered HTML when it has parsed only part of the header. The header's rows must
     * then already sit where they end up: cut the header where a first paint can cut it (after the breadcrumbs, or
     * after the first shortcut link) and the breadcrumbs (place and size: a narrower row would wrap them onto more
     * lines) and the first shortcut keep their places.
     */
    test("logo, shortcuts, actions and breadcrumbs keep their rows whatever comes after them", async ({
      page,
    }) => {
      // Scripts are off, so there is no hydration to wait for: the served HTML as it is.
      await page.goto("/ecosystem/solutions/torusdb", { waitUntil: "commit" });
      await page.waitForLoadState("load");
      const boxes = await page.evaluate(() => {
        const grid = document.querySelector("header > div");
        const crumbs = document.querySelector('nav[aria-label="Breadcrumb"]');
        const firstShortcut = document.querySelector("a[data-shortcut]");
        if (!grid || !crumbs || !firstShortcut) throw new Error("header parts are missing");
        const box = (el: Element) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, left: r.left, width: r.width, height: r.height };
        };
        const full = { crumbs: box(crumbs), shortcut: box(firstShortcut) };
        const header = grid.cloneNode(true) as Element;
        // Cut 1: the parser has reached the first shortcut link, not the later ones, the language switch (after the
        // shortcuts) nor the action buttons.
        firstShortcut
          .closest("li")
          ?.parentElement?.querySelectorAll("li:not(:first-child)")
          .forEach((li) => li.remove());
        grid.querySelector("a[hreflang]")?.remove();
        [...grid.children].filter((el) => el.querySelector("button")).forEach((el) => el.replaceChildren());
        const afterFirstShortcut = { crumbs: box(crumbs), shortcut: box(firstShortcut) };
        // Cut 2: the parser has reached the end of the breadcrumbs and nothing after them.
        grid.replaceWith(header);
        const crumbsAgain = header.querySelector('nav[aria-label="Breadcrumb"]');
        if (!crumbsAgain) throw new Error("breadcrumbs are missing");
        let next = crumbsAgain.parentElement?.nextElementSibling;
        while (next) {
          const after: Element | null = next.nextElementSibling;
          next.remove();
          next = after;
        }
        return { full, afterFirstShortcut, afterBreadcrumbs: box(crumbsAgain) };
      });
      expect(boxes.afterFirstShortcut).toEqual(boxes.full);
      expect(boxes.afterBreadcrumbs).toEqual(boxes.full.crumbs);
    });
  });
}
