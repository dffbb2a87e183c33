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
  // React is a chunk of its own the entry imports: preloaded the same way, evaluated by the boot script first.
  const deps = [...html.matchAll(/<link rel="modulepreload"[^>]*data-app-dep[^>]*>/g)].map((m) => m[0]);
  expect(deps.some((d) => /href="\/assets\/react-[\w-]+\.js"/.test(d))).toBe(true);
  for (const dep of deps) expect(dep).toContain('fetchpriority="low"');
});

/**
 * ADR 0049: the HTML lists the page's code chunks (`data-route-chunks`) and the boot script preloads them after the
 * first paint, so the app never has to discover them itself. The one exception is a detail page's own content
 * module (ADR 0030), which the page loads by id once it renders.
 */
test.describe("route chunks", () => {
  // The unknown path is a real 404 document, which the browser reports on the console.
  test.use({ expectedConsoleErrors: [/status of 404/] });
  for (const path of ["/", "/research", "/ecosystem/core-tech/ckks", "/no-such-page"]) {
    test(`${path}: the app fetches only the code its HTML lists`, async ({ page }) => {
      // When the app reports itself hydrated: later requests (the navigator's idle prefetch) are not the page's.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          performance.mark("test:hydrated");
          observer.disconnect();
        }).observe(document, { subtree: true, attributeFilter: ["data-hydrated"] });
      });
      await page.goto(path);
      const { listed, requested } = await page.evaluate(() => {
        const entry = document.querySelector<HTMLLinkElement>("link[data-app-entry]");
        const deps = [...document.querySelectorAll<HTMLLinkElement>("link[data-app-dep]")];
        const boot = document.querySelector<HTMLScriptElement>("script[src]");
        const hydrated = performance.getEntriesByName("test:hydrated")[0]?.startTime ?? Infinity;
        const paths = (hrefs: (string | undefined)[]) =>
          hrefs.filter((href) => href !== undefined).map((href) => new URL(href).pathname);
        return {
          listed: paths([entry?.href, boot?.src, ...deps.map((d) => d.href)]).concat(
            entry?.dataset.routeChunks?.split(" ") ?? [],
          ),
          requested: paths(
            performance
              .getEntriesByType("resource")
              .filter((r) => r.startTime < hydrated)
              .map((r) => r.name),
          ).filter((p) => p.endsWith(".js")),
        };
      });
      expect(listed.length).toBeGreaterThan(4);
      for (const chunk of listed) expect(requested, `${chunk} is listed, so it is fetched`).toContain(chunk);
      const detailContent = /\/ckks-[\w-]+\.js$/;
      expect(requested.filter((f) => !listed.includes(f) && !detailContent.test(f))).toEqual([]);
    });
  }
});

/**
 * ADR 0050: the app evaluates the listed chunks one per task, in the listed order, so each import must find the
 * chunks it imports already evaluated: a chunk comes after every listed chunk it imports.
 */
for (const path of ["/", "/ecosystem", "/ecosystem/core-tech/ckks", "/research/whitepaper-library"]) {
  test(`${path}: the listed chunks come after the chunks they import`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const listed = html.match(/data-route-chunks="([^"]+)"/)?.[1]?.split(" ") ?? [];
    expect(listed.length).toBeGreaterThan(2);
    for (const [index, chunk] of listed.entries()) {
      const code = await (await request.get(chunk)).text();
      const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map(
        (m) => `/assets/${m[1]}`,
      );
      for (const imported of imports.filter((i) => listed.includes(i)))
        expect(listed.indexOf(imported), `${chunk} imports ${imported}`).toBeLessThan(index);
    }
  });
}

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
