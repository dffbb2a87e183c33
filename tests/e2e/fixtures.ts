import { test as base, expect } from "@playwright/test";

/**
 * `page.goto` to one of the site's HTML pages returns once the app has hydrated (`html[data-hydrated]`), as a
 * visitor's click is only handled from then on (the app starts right after the first paint; docs/performance.md). Pass
 * `waitUntil: "commit"` to look at the page before that.
 *
 * Every browser test fails on a console error, an uncaught page error or a CSP violation it did not expect. A test that provokes
 * one on purpose (a 404 document, a 500 from a stubbed API) lists it with
 * `test.use({ expectedConsoleErrors: [/pattern|other/] })`: one pattern (Playwright reads a two-element array whose
 * second element is an object as a fixture tuple, and a RegExp is an object).
 */
export const test = base.extend<{ consoleErrors: string[]; expectedConsoleErrors: RegExp[] }>({
  page: async ({ page }, provide) => {
    // A script or style the CSP blocks, even one caught in a try (a library probing for eval), is reported as a
    // console error, so it fails the test like any other.
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()["content-type"]?.startsWith("text/html") ?? false;
      if (html && options?.waitUntil !== "commit")
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      return response;
    };
    await provide(page);
  },
  expectedConsoleErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
