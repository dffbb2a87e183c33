import { resolve } from "node:path";
import { collectFirstLoadFiles, everyPagePath, kb, measureFirstLoad } from "../../scripts/lib/first-load";
import { expect, test } from "./fixtures";

/**
 * First-load budgets, in both editions: the JS + CSS a route fetches before the network is idle, in gzip bytes of
 * the built files (deterministic: sizes come from dist, not from timing). Home (/ and /ko) <= 100 KB, any other
 * route <= 120 KB.
 */
const clientDir = resolve("dist/client");

for (const path of everyPagePath()) {
  test(`first load of ${path} is within budget`, async ({ page: browser }) => {
    const files = await collectFirstLoadFiles(browser, path);
    const load = measureFirstLoad(clientDir, path, files);
    expect(files.length).toBeGreaterThan(0);
    expect(
      load.jsGz + load.cssGz,
      `${path}: ${kb(load.jsGz)} JS + ${kb(load.cssGz)} CSS (${files.join(", ")})`,
    ).toBeLessThanOrEqual(load.budget);
  });
}
