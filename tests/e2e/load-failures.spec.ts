import { expect, test } from "./fixtures";

/**
 * When a request or a piece of code fails, the site says so where it happened and offers a retry: it never goes
 * blank. Code that a deploy replaced is fetched again with one full load of the page, and never in a loop.
 */

// A chunk whose load failed is asked for again under a query (app/lib/lazy-component.ts): match that too.
const LABS_CHUNK = /\/assets\/labs-[\w-]+\.js(\?.*)?$/;
const HISTORY_PANEL_CHUNK = /\/assets\/history-panel-[\w-]+\.js(\?.*)?$/;

test.describe("a data request that fails", () => {
  test.use({
    expectedConsoleErrors: [/status of 500|Failed to load resource|HttpError: 500|Failed to fetch/],
  });

  test("shows the data page's error text in the page, keeps the site around it, and a retry loads the page", async ({
    page,
  }) => {
    await page.goto("/labs");
    let fail = true;
    await page.route("**/api/solutions", (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"Internal"}' })
        : route.continue(),
    );
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Ecosystem" }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("This page could not be loaded");
    await expect(alert).toContainText('500: {"error":"Internal"}');
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    fail = false;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ecosystem" })).toBeVisible();
  });

  test("a request cut off on the way shows the error too, not a blank page", async ({ page }) => {
    await page.goto("/labs");
    await page.route("**/api/core-tech", (route) => route.abort("connectionreset"));
    await page.evaluate(() => {
      history.pushState(null, "", "/ecosystem/core-tech");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(page.getByRole("alert")).toContainText("This page could not be loaded");
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("a page's code that cannot be loaded", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test("after a deploy: the page is loaded once in full, and shows", async ({ page }) => {
    await page.goto("/");
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    // The chunk name the open tab knows is gone until the page is loaded again, which brings the current names.
    await page.route(LABS_CHUNK, (route) =>
      loads.length === 0 ? route.fulfill({ status: 404 }) : route.continue(),
    );
    await page.getByRole("link", { name: /Open Labs/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Nullspace Cryptography Lab" })).toBeVisible();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    expect(loads).toEqual(["/labs"]);
  });

  test("when it keeps failing: one full load, then the error with a reload button, no loop", async ({
    page,
  }) => {
    await page.goto("/");
    await page.route(LABS_CHUNK, (route) => route.fulfill({ status: 404 }));
    const loads: string[] = [];
    page.on("load", () => loads.push(new URL(page.url()).pathname));
    await page.getByRole("link", { name: /Open Labs/ }).click();
    await expect(page.getByRole("alert")).toContainText("This page could not be loaded");
    await expect(page.getByRole("button", { name: "Reload the page" })).toBeVisible();
    expect(loads).toEqual(["/labs"]);
  });
});

test.describe("an island whose code cannot be loaded", () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource|dynamically imported module/] });

  test("the history panel's code cannot be loaded: the open panel says so and retries; the page keeps all its text", async ({
    page,
  }) => {
    await page.route(HISTORY_PANEL_CHUNK, (route) => route.abort("failed"));
    await page.goto("/");
    // The panel's code is fetched ahead of the first open (and fails quietly then); opening it asks again, and the
    // failure shows inside the open panel, with a retry.
    await page.getByRole("button", { name: "History" }).click();
    const panel = page.getByRole("dialog", { name: "Recently visited" });
    await expect(panel.getByRole("alert")).toContainText("This part of the page could not be loaded.");
    await expect(page.getByRole("heading", { level: 1, name: "Nullspace Hub" })).toBeAttached();
    await expect(page.getByRole("link", { name: /Open Research/ })).toBeAttached();

    await page.unroute(HISTORY_PANEL_CHUNK);
    await panel.getByRole("button", { name: "Try again" }).click();
    await expect(panel.getByRole("alert")).toHaveCount(0);
    await expect(panel.locator("[data-dialog-loading]")).toHaveCount(0);
    await expect(
      panel
        .getByRole("tab")
        .or(panel.getByRole("list"))
        .or(panel.getByText(/No pages|visited/))
        .first(),
    ).toBeVisible();
  });
});
