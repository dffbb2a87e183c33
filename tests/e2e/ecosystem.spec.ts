import type { Page } from "@playwright/test";
import { coreTechnologies } from "../../content/data/core-tech";
import { openSourceProjects } from "../../content/data/opensource";
import { detail as torusdb } from "../../content/data/solution-details/torusdb";
import { solutions } from "../../content/data/solutions";
import { expect, test } from "./fixtures";

const section = (page: Page, heading: string) =>
  page
    .locator("section")
    .filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

/** Chromium logs the 404 status of the document itself as a console error; that one is expected here. */
function dropDocument404(errors: string[]): void {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of 404/.test(errors[i] ?? "")) errors.splice(i, 1);
}

test.describe("Ecosystem overview", () => {
  test("shows the featured solution with 4 tags and solutions 2-4 as recent", async ({ page }) => {
    await page.goto("/ecosystem");
    await expect(page.getByRole("heading", { level: 1, name: "Ecosystem" })).toBeVisible();

    const featured = section(page, "Featured Solution");
    await expect(featured.getByTestId("solution-card")).toHaveCount(1);
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(solutions[0]!.name);
    await expect(featured.getByTestId("solution-tags").locator("li")).toHaveCount(4);
    await expect(featured.getByTestId("solution-tags")).toContainText(solutions[0]!.tags[3]!);
    await expect(featured.getByTestId("solution-tags")).not.toContainText(solutions[0]!.tags[4]!);

    const recent = section(page, "Recent Solutions");
    await expect(recent.getByRole("heading", { level: 3 })).toHaveText(
      solutions.slice(1, 4).map((s) => s.name),
    );

    const core = section(page, "Core Technologies");
    await expect(core.getByRole("heading", { level: 3 })).toHaveText(
      coreTechnologies.slice(0, 4).map((t) => t.name),
    );

    const projects = section(page, "Open-Source Projects");
    await expect(projects.getByTestId("opensource-card").first()).toContainText(openSourceProjects[0]!.name);
  });

  test("the highlights come from the API and are in the served HTML", async ({ request }) => {
    const html = await (await request.get("/ecosystem")).text();
    expect(html).toContain(solutions[0]!.shortDescription.slice(0, 40));
    expect(html).toContain('"/api/solutions"');
    expect(html).toContain('"/api/core-tech"');
    expect(html).toContain('"/api/opensource-projects-v2"');
  });

  const blocks = [
    {
      heading: "Featured Solution",
      button: "View all solutions",
      path: "/ecosystem/solutions",
      h1: "Solutions",
    },
    {
      heading: "Core Technologies",
      button: "View all core technologies",
      path: "/ecosystem/core-tech",
      h1: "Core Technologies",
    },
    {
      heading: "Open-Source Projects",
      button: "View all projects",
      path: "/ecosystem/opensource",
      h1: "Open-Source Projects",
    },
    {
      heading: "Recent Solutions",
      button: "View all solutions",
      path: "/ecosystem/solutions",
      h1: "Solutions",
    },
  ];
  for (const block of blocks) {
    test(`the ${block.heading} button reaches its full list`, async ({ page }) => {
      await page.goto("/ecosystem");
      await section(page, block.heading).getByRole("link", { name: block.button }).click();
      await expect(page).toHaveURL(block.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(block.h1);
    });
  }

  test("the two cards open Explore and the open-source list", async ({ page }) => {
    await page.goto("/ecosystem");
    await page.getByRole("link", { name: /Explore Ecosystem/ }).click();
    await expect(page).toHaveURL("/ecosystem/explore");
    await page.goBack();
    await page.getByRole("link", { name: /OpenSource Projects/ }).click();
    await expect(page).toHaveURL("/ecosystem/opensource");
  });
});

test.describe("Explore page", () => {
  test("filters solutions by status and category, and resets", async ({ page }) => {
    await page.goto("/ecosystem/solutions");
    await page.waitForLoadState("networkidle"); // filters work once React has hydrated
    const cards = page.getByTestId("solution-card");
    await expect(cards).toHaveCount(solutions.length);
    await page.getByLabel("Status").selectOption("beta");
    const beta = solutions.filter((s) => s.status === "beta");
    await expect(cards).toHaveCount(beta.length);
    for (const s of beta)
      await expect(page.getByRole("heading", { name: s.name, exact: true })).toBeVisible();

    await page.getByLabel("Category").selectOption("Quantum Technology");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("PQC-Function");

    await page.getByLabel("Status").selectOption("active");
    await expect(page.getByText(/Nothing matches these filters/)).toBeVisible();

    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(cards).toHaveCount(solutions.length);
  });

  test("the three routes show the matching tab", async ({ page }) => {
    await page.goto("/ecosystem/explore");
    await expect(page.getByTestId("solution-card")).toHaveCount(solutions.length);
    await expect(page.getByTestId("core-tech-card")).toHaveCount(coreTechnologies.length);
    await page.getByRole("link", { name: "Core Technologies", exact: true }).click();
    await expect(page).toHaveURL("/ecosystem/core-tech");
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("solution-card")).toHaveCount(0);
    await page.getByLabel("Status").selectOption("Development");
    await expect(page.getByTestId("core-tech-card")).toHaveCount(
      coreTechnologies.filter((t) => t.maturityLevel === "Development").length,
    );
  });
});

test.describe("Ecosystem detail pages", () => {
  test("a solution card opens its detail page", async ({ page }) => {
    const target = solutions[2]!;
    await page.goto("/ecosystem/solutions");
    await page.getByRole("link", { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`/ecosystem/solutions/${target.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    for (const tag of target.tags) await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();
  });

  test("a detail page's lazily loaded long form is in the served HTML", async ({ request }) => {
    const html = await (await request.get("/ecosystem/solutions/torusdb")).text();
    expect(html).toContain(torusdb.overview.slice(0, 60));
    expect(html).toContain(torusdb.features[0]!.title);
  });

  test("a core technology card opens its detail page with maturity, security level and highlights", async ({
    page,
  }) => {
    const target = coreTechnologies[1]!;
    await page.goto("/ecosystem/core-tech");
    await page.getByRole("link", { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`/ecosystem/core-tech/${target.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    await expect(page.getByText(target.securityLevel)).toBeVisible();
    await expect(page.getByText(target.technicalHighlights[0]!)).toBeVisible();
    await expect(page.locator("dd").filter({ hasText: target.maturityLevel }).first()).toBeVisible();
  });

  test("an open-source card opens its detail page with stars, forks, language and maturity", async ({
    page,
  }) => {
    const target = openSourceProjects[3]!;
    await page.goto("/ecosystem/opensource");
    await page.getByRole("link", { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(`/ecosystem/opensource/${target.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.name);
    const facts = page.locator("dl").first();
    await expect(facts).toContainText(target.stars.toLocaleString("en-US"));
    await expect(facts).toContainText(target.forks.toLocaleString("en-US"));
    await expect(facts).toContainText(target.language);
    await expect(facts).toContainText(target.maturityLevel);
  });

  const unknown = [
    { path: "/ecosystem/solutions/quantum-toaster", h1: "Solution not found", list: "/ecosystem/solutions" },
    { path: "/ecosystem/core-tech/rsa-512", h1: "Core technology not found", list: "/ecosystem/core-tech" },
    {
      path: "/ecosystem/opensource/left-pad",
      h1: "Open-source project not found",
      list: "/ecosystem/opensource",
    },
  ];
  for (const item of unknown) {
    test(`an unknown id (${item.path}) is a 404 with a helpful not-found state`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      const res = await request.get(item.path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain(item.h1);
      expect(html).toContain(item.path.split("/").pop()!);

      await page.goto(item.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.h1);
      await page.getByRole("link", { name: /^Browse all/ }).click();
      await expect(page).toHaveURL(item.list);
      dropDocument404(consoleErrors);
    });
  }
});
