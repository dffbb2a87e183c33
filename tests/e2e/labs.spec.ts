import AxeBuilder from "@axe-core/playwright";
import { labFocusAreas } from "../../content/data/labs";
import { siteConfigFromEnv } from "../../content/site-env";
import { expect, test } from "./fixtures";

// The build and this test read the same environment, so they agree on the lab's URL.
const lab = siteConfigFromEnv(process.env).lab;

test("the labs page shows title, operator, mission and the four research-focus cards", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/labs")).text();
  expect(html).toContain(`Operated by ${lab.operatedBy}`);
  await page.goto("/labs");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(lab.name);
  await expect(page.getByTestId("lab-operated-by")).toHaveText(`Operated by ${lab.operatedBy}`);
  await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
  const cards = page.getByTestId("lab-focus");
  await expect(cards).toHaveCount(4);
  for (const title of [
    "Mathematical Cryptography",
    "Post-Quantum Security",
    "Homomorphic Encryption",
    "Blockchain Privacy",
  ]) {
    await expect(cards.getByRole("heading", { name: title })).toBeVisible();
  }
  expect(labFocusAreas).toHaveLength(4);
});

for (const name of ["Visit", "Learn More"]) {
  test(`'${name}' opens the lab site in a new tab without an opener`, async ({ page, context }) => {
    await context.route(`${lab.url}/**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>Lab</title>" }),
    );
    await page.goto("/labs");
    await page.waitForLoadState("networkidle");
    const link = page.getByRole("link", { name: new RegExp(`^${name}\\b`) });
    await expect(link).toHaveAttribute("href", lab.url);
    await expect(link).toHaveAttribute("target", "_blank");
    const rel = (await link.getAttribute("rel")) ?? "";
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(["noopener", "noreferrer"]));

    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url().replace(/\/$/, "")).toBe(lab.url.replace(/\/$/, ""));
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await expect(page).toHaveURL(/\/labs$/);
  });
}

test("the labs page has no axe violations", async ({ page }) => {
  await page.goto("/labs");
  await page.waitForLoadState("networkidle");
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => v.id)).toEqual([]);
});
