import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/** WCAG 2 A/AA checks (axe) on every page of the Service and Community areas. */
const paths = [
  "/service",
  "/service/services",
  "/service/community-forum",
  "/service/cusp",
  "/service/privid",
  "/service/pqc-function",
  "/service/tokenis",
  "/service/epsilon",
  "/service/ledger-actor-fabric",
  "/community",
];

for (const path of paths) {
  test(`${path} has no axe violations`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
    );
    expect(summary).toEqual([]);
  });
}
