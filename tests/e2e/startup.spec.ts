import { expect, test } from "./fixtures";

/**
 * How a page starts (docs/performance.md): the document's only script is the inline page script, and before the
 * first paint the document fetches nothing but the stylesheet; the script's tag names the app's entry and the
 * chunks it imports, which it fetches and evaluates only after the first contentful paint.
 */
test("the served HTML has one inline script, allowed by its hash, and preloads no code (a Korean page: its own font, inline, allowed by its hash)", async ({
  request,
}) => {
  const response = await request.get("/ecosystem");
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    (m) => !/type="application\//.test(m[1] ?? ""),
  );
  expect(scripts).toHaveLength(1);
  const [, attributes = "", body = ""] = scripts[0] ?? [];
  expect(attributes).not.toMatch(/\bsrc=/);
  expect(attributes).toMatch(/data-app-entry="\/assets\/index-[\w-]+\.js"/);
  // React is a chunk of its own the entry imports: the page script preloads and evaluates it first.
  expect(attributes).toMatch(/data-app-deps="[^"]*\/assets\/react-[\w-]+\.js[^"]*"/);
  expect(body.length).toBeGreaterThan(500);
  expect(html).not.toMatch(/<link[^>]*rel="(?:module)?preload"/);
  const { createHash } = await import("node:crypto");
  // A Korean page preloads nothing either: its font is an inline style of its own, which its CSP allows by hash
  // (and no other page's).
  const koreanResponse = await request.get("/ko/ecosystem");
  const korean = await koreanResponse.text();
  expect(korean).not.toMatch(/<link[^>]*rel="(?:module)?preload"/);
  const styles = [...korean.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  expect(styles).toHaveLength(1);
  expect(styles[0]).toMatch(/^@font-face\{font-family:"Pretendard page";.*src:url\(data:font\/woff2;base64,/);
  const styleHash = `'sha256-${createHash("sha256")
    .update(styles[0] ?? "", "utf8")
    .digest("base64")}'`;
  expect((koreanResponse.headers()["content-security-policy"] ?? "").split(";")).toContain(
    `style-src 'self' ${styleHash}`,
  );
  expect((await request.get("/ko/research")).headers()["content-security-policy"]).not.toContain(styleHash);
  const digest = createHash("sha256").update(body, "utf8").digest("base64");
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain(`'sha256-${digest}'`);
  // Both editions share the page script: its hash is listed once.
  expect(policy.split(`'sha256-${digest}'`)).toHaveLength(2);
});

test("nothing but the stylesheet is requested before the first paint", async ({ page }) => {
  await page.goto("/ecosystem");
  const early = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((r) => r.startTime < fcp && /\.(js|css)$/.test(new URL(r.name).pathname))
      .map((r) => new URL(r.name).pathname.replace(/-[\w-]+\./, "."));
  });
  expect(early).toEqual(["/assets/index.css"]);
});

/**
 * The HTML lists the page's code chunks (`data-route-chunks`) and the page script preloads them after the first
 * paint, so the app never has to discover them itself. The one exception is a detail page's own content module,
 * which the page loads by id once it renders.
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
        const boot = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
        const hydrated = performance.getEntriesByName("test:hydrated")[0]?.startTime ?? Infinity;
        const paths = (hrefs: (string | undefined)[]) =>
          hrefs.filter((href) => href !== undefined).map((href) => new URL(href).pathname);
        return {
          listed: [
            boot?.dataset.appEntry ?? "",
            ...(boot?.dataset.appDeps?.split(" ") ?? []),
            ...(boot?.dataset.routeChunks?.split(" ") ?? []),
          ].filter(Boolean),
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
 * The page script evaluates the listed chunks one per task, in the listed order, so each import must find the
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
