import path from "node:path";
import { allPages } from "../../content/resolve";
import { collectFirstLoadFiles, kb, measureFirstLoad } from "../../scripts/lib/first-load";
import { expect, test } from "./fixtures";

/**
 * Issue 7 budgets: the JS + CSS a route fetches before the network is idle, in gzip bytes of the built files
 * (deterministic: sizes come from dist, not from timing). Home <= 100 KB, any other route <= 120 KB.
 */
const clientDir = path.resolve("dist/client");

for (const page of allPages()) {
  test(`first load of ${page.path} is within budget`, async ({ page: browser }) => {
    const files = await collectFirstLoadFiles(browser, page.path);
    const load = measureFirstLoad(clientDir, page.path, files);
    expect(files.length).toBeGreaterThan(0);
    expect(
      load.jsGz + load.cssGz,
      `${page.path}: ${kb(load.jsGz)} JS + ${kb(load.cssGz)} CSS (${files.join(", ")})`,
    ).toBeLessThanOrEqual(load.budget);
  });
}
