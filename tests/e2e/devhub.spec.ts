import { featuredTechnologies } from "../../content/data/devhub";
import { sdkPlatforms } from "../../content/data/devhub-docs";
import { openSourceProjects } from "../../content/data/opensource";
import { useCases } from "../../content/data/use-cases";
import { expect, test } from "./fixtures";

/** Chromium logs the 404 status of the document itself as a console error; that one is expected here. */
function dropDocument404(errors: string[]): void {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of 404/.test(errors[i] ?? "")) errors.splice(i, 1);
}

test.describe("DevHub overview", () => {
  test("shows the two cards, the three-step journey and three featured technologies", async ({ page }) => {
    await page.goto("/devhub");
    await expect(page.getByRole("heading", { level: 1, name: "DevHub" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Developer Program/ }).first()).toHaveAttribute(
      "href",
      "/devhub/developer-program",
    );
    await expect(page.getByRole("link", { name: /Use Cases Hub/ })).toHaveAttribute("href", "/devhub/hub");
    await expect(page.getByTestId("journey").getByRole("heading", { level: 3 })).toHaveText([
      "Join Program",
      "Explore Hub",
      "Build & Deploy",
    ]);
    const featured = page.getByTestId("featured-technology");
    await expect(featured).toHaveCount(3);
    await expect(featured.getByRole("heading")).toHaveText(featuredTechnologies.map((t) => t.title));
  });

  test("'Get Started' opens /devhub/program", async ({ page }) => {
    await page.goto("/devhub");
    await page.getByRole("link", { name: "Get Started", exact: true }).click();
    await expect(page).toHaveURL("/devhub/program");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Get Started with the Developer Program",
    );
    await expect(page.getByRole("heading", { name: "What members get" })).toBeVisible();
  });

  test("'Explore Use Cases' opens /devhub/hub", async ({ page }) => {
    await page.goto("/devhub");
    await page.getByRole("link", { name: "Explore Use Cases", exact: true }).click();
    await expect(page).toHaveURL("/devhub/hub");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Use Cases Hub");
    await expect(page.getByTestId("use-case-card")).toHaveCount(useCases.length);
  });

  test("/devhub/program points search engines at /devhub/developer-program", async ({ request }) => {
    const html = await (await request.get("/devhub/program")).text();
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/devhub\/developer-program"/);
    const program = await request.get("/devhub/developer-program");
    expect(program.status()).toBe(200);
    expect(await program.text()).toContain("Membership tiers");
  });
});

test.describe("Use cases", () => {
  test("filters by technology and opens a use case with its architecture and code", async ({ page }) => {
    await page.goto("/devhub/hub");
    await page.waitForLoadState("networkidle"); // the filter works once React has hydrated
    await page.getByLabel("Technology").selectOption({ label: "ML-KEM" });
    const withKem = useCases.filter((u) => u.coreTech.includes("ml-kem"));
    await expect(page.getByTestId("use-case-card")).toHaveCount(withKem.length);

    const target = withKem[0]!;
    await page.getByRole("link", { name: target.title }).click();
    await expect(page).toHaveURL(`/devhub/use-cases/${target.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
    for (const heading of [
      "The problem",
      "The solution",
      "Reference architecture",
      "Technologies used",
      "Code sketch",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByTestId("code-block")).toBeVisible();
  });
});

test.describe("Developer docs", () => {
  test("switches platform samples with the tabs, by mouse and keyboard", async ({ page }) => {
    await page.goto("/devhub/docs");
    await page.waitForLoadState("networkidle");
    const python = sdkPlatforms.find((p) => p.id === "python")!;
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await page.getByRole("tab", { name: python.label }).click();
    await expect(page.getByRole("tab", { name: python.label })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(python.install.code);

    await page.keyboard.press("ArrowRight");
    const next = sdkPlatforms[sdkPlatforms.indexOf(python) + 1]!;
    await expect(page.getByRole("tab", { name: next.label })).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(next.install.code);
  });

  test("every platform's sample is in the served HTML, with the API overview", async ({ request }) => {
    const html = await (await request.get("/devhub/docs")).text();
    for (const p of sdkPlatforms) expect(html).toContain(p.label.replace("&", "&amp;"));
    expect(html).toContain("/pqc/keys/{keyId}/decapsulate");
  });

  test("the copy button puts the code on the clipboard", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/devhub/docs");
    // The button is in the prerendered HTML before React hydrates it: wait until the page's code has loaded.
    await page.waitForLoadState("networkidle");
    const ts = sdkPlatforms[0]!;
    const button = page.getByRole("button", { name: `Copy ${ts.label} install code to the clipboard` });
    await button.click();
    await expect(button).toHaveText("Copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(ts.install.code);
  });
});

test.describe("Developer projects", () => {
  test("a project opens its developer page with install and quick start", async ({ page }) => {
    const target = openSourceProjects[1]!;
    await page.goto("/devhub/opensource-projects");
    await expect(page.getByTestId("devhub-project")).toHaveCount(openSourceProjects.length);
    await page.getByRole("link", { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`/devhub/projects/${target.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${target.name} for developers`);
    await expect(page.getByRole("heading", { level: 2, name: "Install" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Quick start" })).toBeVisible();
  });

  const unknown = [
    { path: "/devhub/use-cases/teleportation", h1: "Use case not found", list: "/devhub/hub" },
    { path: "/devhub/projects/left-pad", h1: "Project not found", list: "/devhub/opensource-projects" },
  ];
  for (const item of unknown) {
    test(`an unknown id (${item.path}) is a 404 with a helpful not-found state`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const res = await request.get(item.path);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain(item.h1);
      await page.goto(item.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.h1);
      await page.getByRole("link", { name: /^Browse all/ }).click();
      await expect(page).toHaveURL(item.list);
      dropDocument404(consoleErrors);
    });
  }
});
