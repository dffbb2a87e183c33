import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { drawer, gotoHydrated, hydrated, stubNavigator, tick } from "./navigator-helpers";

const KEY = "nullspace:visit-history";
const ARCHIVED = "nullspace:visit-history-archived";

/** A client-side navigation, as a link click makes it (wouter listens to pushState). */
const go = (page: Page, path: string) => page.evaluate((p) => history.pushState(null, "", p), path);

const stored = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "null") as unknown, KEY) as Promise<Array<{
    id: string;
    path: string;
    title: string;
    timestamp: number;
  }> | null>;

/** Open the drawer's History tab and return its list. */
async function historyTab(page: Page) {
  await page.keyboard.press("Control+k");
  await drawer(page).getByRole("tab", { name: "History" }).click();
  return drawer(page);
}

const itemTitles = async (page: Page) =>
  (await page.getByTestId("history-list").getByRole("link").allInnerTexts()).map((t) => t.split("\n")[0]);

test.beforeEach(async ({ page }) => {
  await stubNavigator(page);
});

test("visits are recorded newest first with registry titles, shown in the home panel", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  await go(page, "/ecosystem/solutions/cipherdb");
  await page.getByRole("link", { name: "Nullspace Hub home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nullspace Hub");

  const button = page.getByRole("button", { name: "History" });
  await button.click();
  const panel = page.getByRole("dialog", { name: "Recently visited" });
  await expect(panel).toBeVisible();
  const entries = await stored(page);
  expect(entries?.map((e) => e.path)).toEqual(["/", "/ecosystem/solutions/cipherdb", "/research", "/labs"]);
  expect(entries?.[0]).toEqual({
    id: expect.any(String),
    path: "/",
    title: "Nullspace Hub",
    timestamp: expect.any(Number),
  });
  await expect(panel.getByRole("link")).toHaveCount(4);
  await expect(panel.getByRole("link").nth(2)).toContainText("Research");
  await expect(panel.getByRole("link").nth(3)).toContainText("Nullspace Cryptography Lab");
  await expect(panel.getByRole("link").first()).toContainText("Just now");

  // Escape closes and gives focus back to the button; clicking an item navigates and closes.
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(button).toBeFocused();
  await button.click();
  await panel.getByRole("link", { name: /Research/ }).click();
  await expect(page).toHaveURL(/\/research$/);
  await expect(panel).toHaveCount(0);
});

test("the same path twice in a row is recorded once", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  await go(page, "/research");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Research" }).click();
  await go(page, "/labs");
  await expect
    .poll(async () => (await stored(page))?.map((e) => e.path))
    .toEqual(["/labs", "/research", "/labs"]);
});

test("keeps only the last 10 visits", async ({ page }) => {
  const paths = [
    "/ecosystem",
    "/research",
    "/devhub",
    "/labs",
    "/service",
    "/enterprise",
    "/community",
    "/research/whitepaper-library",
    "/devhub/docs",
    "/service/services",
    "/enterprise/pqc-encryption",
  ];
  await gotoHydrated(page, "/thank-you");
  for (const path of paths) await go(page, path);
  await expect.poll(async () => (await stored(page))?.length).toBe(10);
  const entries = await stored(page);
  expect(entries?.map((e) => e.path)).toEqual([...paths].reverse().slice(0, 10));
  const tab = await historyTab(page);
  await expect(tab.getByTestId("history-list").getByRole("link")).toHaveCount(10);
  expect((await itemTitles(page))[0]).toBe("PQC Encryption");
});

test("an item can be archived: hidden for the session, kept hidden across pages", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  const tab = await historyTab(page);
  await tab.getByRole("button", { name: "Archive Nullspace Cryptography Lab" }).click();
  await expect(tab.getByTestId("history-list").getByRole("link")).toHaveCount(1);
  await expect(tab.getByRole("link", { name: /Research/ })).toBeVisible();
  const labsId = (await stored(page))?.find((e) => e.path === "/labs")?.id;
  expect(await page.evaluate((k) => sessionStorage.getItem(k), ARCHIVED)).toBe(JSON.stringify([labsId]));

  // Following the remaining item closes the drawer and records the page; the archived one stays hidden.
  await page.keyboard.press("Escape");
  await go(page, "/devhub");
  await historyTab(page);
  expect(await itemTitles(page)).toEqual(["DevHub", "Research"]);
});

test("'Clear all' empties the history", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  const tab = await historyTab(page);
  await tab.getByRole("button", { name: "Clear all" }).click();
  await expect(tab.getByText("No pages visited yet.")).toBeVisible();
  await expect.poll(() => stored(page)).toEqual([]);
});

test("following a history item from the drawer navigates and closes it", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  const tab = await historyTab(page);
  await tab.getByRole("link", { name: /Cryptography Lab/ }).click();
  await expect(page).toHaveURL(/\/labs$/);
  await expect(drawer(page)).toHaveCount(0);
  await expect(page.locator("main")).toBeFocused();
});

test("the history is cleared on page unload", async ({ page }) => {
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  await expect.poll(async () => (await stored(page))?.length).toBe(2);
  await page.reload();
  await hydrated(page);
  expect((await stored(page))?.map((e) => e.path)).toEqual(["/research"]);
});

test.describe("storage failures only warn", () => {
  test("unreadable stored history is dropped with a console warning", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.addInitScript((key) => {
      // Simulate a list written by a broken release (pagehide would clear a real one on reload).
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("seeded", "1");
        sessionStorage.setItem(key, "{not json");
      }
    }, KEY);
    await gotoHydrated(page, "/labs");
    // Console events reach the test asynchronously.
    await expect.poll(() => warnings.some((w) => w.includes("Visit history could not be loaded"))).toBe(true);
    expect((await stored(page))?.map((e) => e.path)).toEqual(["/labs"]);
  });

  test("a storage that refuses writes is a console warning, not an error", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => {
      if (msg.type() === "warning") warnings.push(msg.text());
    });
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    await page.goto("/labs");
    await expect.poll(() => warnings.some((w) => w.includes("Visit history could not be saved"))).toBe(true);
    // The page still works and still lists the visit from memory.
    const tab = await historyTab(page);
    await expect(tab.getByRole("link", { name: /Cryptography Lab/ })).toBeVisible();
  });
});

test("relative time labels: Just now, minutes, hours, days", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/labs");
  await go(page, "/research");
  const tab = await historyTab(page);
  const labs = tab.getByRole("link", { name: /Cryptography Lab/ });
  await expect(labs).toContainText("Just now");
  await page.clock.pauseAt(Date.now() + 1000);
  await page.clock.fastForward(2 * 60_000);
  await tick(page, 30_000);
  await expect(labs).toContainText("2 minutes ago");
  await page.clock.fastForward(3 * 3_600_000);
  await tick(page, 30_000);
  await expect(labs).toContainText("3 hours ago");
  await page.clock.fastForward(2 * 86_400_000);
  await tick(page, 30_000);
  await expect(labs).toContainText("2 days ago");
});
