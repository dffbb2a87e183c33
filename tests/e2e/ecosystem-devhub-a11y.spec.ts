import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/** WCAG 2 A/AA checks (labels, contrast, landmarks, ARIA) on every Ecosystem and DevHub page kind. */
const paths = [
  "/ecosystem",
  "/ecosystem/explore",
  "/ecosystem/solutions/torusdb",
  "/ecosystem/core-tech/ml-kem",
  "/ecosystem/opensource",
  "/ecosystem/opensource/thresh-sign",
  "/ecosystem/solutions/unknown-id",
  "/devhub",
  "/devhub/program",
  "/devhub/hub",
  "/devhub/use-cases/quantum-safe-vpn",
  "/devhub/docs",
  "/devhub/opensource-projects",
  "/devhub/projects/fedhe",
];

for (const path of paths) {
  test(`${path} has no WCAG A/AA violations`, async ({ page, consoleErrors }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
    // The unknown id is served with status 404, which Chromium reports on the console.
    if (path.includes("unknown-id"))
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !/status of 404/.test(e)));
  });
}
