import type { Page } from "@playwright/test";
import { PHONE_VIEWPORT, throttle, waitForFirstPaint } from "../../scripts/lib/phone-profile";
import { expect, test } from "./fixtures";
import { QUERIES } from "./navigator-helpers";

/**
 * A visitor on a phone taps as soon as the page shows. Every action that opens or shows something is honoured
 * even when it comes before the app handles it: the page script holds the tap from the first paint, shows the
 * control as busy, and replays the action once the control is ready (app/boot.ts).
 *
 * Each test loads the page on Lighthouse's mobile profile (slow 4G, 4x slower CPU) and acts at the first paint.
 * So that the action certainly comes before the code that handles it, that code is held back until the action has
 * been made (`holdCode`); nothing sleeps, every step waits for a condition. How long each action takes is printed
 * by `npm run bench:interaction`, not asserted here.
 */
test.use({ ...PHONE_VIEWPORT });

/** Holds back the scripts matching `pattern` until `release()`: the page shows, but that code has not arrived. */
async function holdCode(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/;
const HOME_BOX = /\/assets\/home-navigator-box-[\w-]+\.js$/;

async function openAtFirstPaint(page: Page, path: string, hold = APP_ENTRY): Promise<() => void> {
  await throttle(page);
  const release = await holdCode(page, hold);
  await page.goto(path, { waitUntil: "commit" });
  await waitForFirstPaint(page);
  return release;
}

test("a tap on AI NAVIGATOR at the first paint shows it is taken, then opens the drawer", async ({
  page,
}) => {
  const release = await openAtFirstPaint(page, "/research");
  const button = page.getByRole("button", { name: "AI NAVIGATOR", exact: true });
  await button.tap();
  await expect(button).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("dialog", { name: "AI Navigator" })).toBeVisible({ timeout: 20_000 });
  await expect(button).not.toHaveAttribute("aria-busy");
  await expect(
    page.getByRole("dialog").getByRole("textbox", { name: "Ask the AI navigator where to go" }),
  ).toBeFocused();
});

test("a tap on History at the first paint of the home page opens the history panel", async ({ page }) => {
  const release = await openAtFirstPaint(page, "/");
  await page.getByRole("button", { name: "History" }).tap();
  release();
  await expect(page.getByRole("dialog", { name: "Recently visited" })).toBeVisible({ timeout: 20_000 });
});

test("a tap on an enterprise contact button at the first paint opens the contact dialog", async ({
  page,
}) => {
  const release = await openAtFirstPaint(page, "/enterprise/homomorphic-db");
  await page.getByRole("button", { name: "Talk to our FHE team" }).first().tap();
  release();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByLabel("Name")).toBeFocused();
});

test("two taps on Show chat before the app's code arrives open the panel once, with a working navigator", async ({
  page,
}) => {
  const release = await openAtFirstPaint(page, "/labs");
  const toggle = page.getByRole("button", { name: "Show chat" });
  await toggle.tap();
  await toggle.tap();
  await expect(toggle).toHaveAttribute("aria-busy", "true");
  release();
  const panel = page.getByRole("region", { name: "AI navigator chat" });
  await expect(panel.getByRole("textbox")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Hide chat" })).toHaveAttribute("aria-expanded", "true");
});

test("Ctrl+K at the first paint opens the drawer", async ({ page }) => {
  const release = await openAtFirstPaint(page, "/ecosystem");
  await page.keyboard.press("Control+k");
  release();
  await expect(page.getByRole("dialog", { name: "AI Navigator" })).toBeVisible({ timeout: 20_000 });
});

test("a tap on Online Classroom at the first paint shows its Coming Soon toast", async ({ page }) => {
  const release = await openAtFirstPaint(page, "/research");
  await page.getByRole("button", { name: /Online Classroom/ }).tap();
  release();
  await expect(page.getByText("Coming Soon!", { exact: true })).toBeVisible({ timeout: 20_000 });
});

test("a query pasted into the home box and sent with Enter before the box's code arrives is answered", async ({
  page,
}) => {
  const release = await openAtFirstPaint(page, "/", HOME_BOX);
  await page.waitForLoadState("load");
  const input = page.getByRole("textbox", { name: "Ask the AI navigator where to go" });
  // A request the navigator is sure about: its answer asks the one question.
  await input.fill(QUERIES.confident);
  await input.press("Enter");
  release();
  const answer = page.getByTestId("navigator-answer");
  await expect(answer).toBeVisible({ timeout: 20_000 });
  await expect(answer).toContainText("Would you like to go to the");
});

test("the Ask button, enabled by typing before the box's code arrives, sends the query", async ({ page }) => {
  const release = await openAtFirstPaint(page, "/", HOME_BOX);
  await page
    .getByRole("textbox", { name: "Ask the AI navigator where to go" })
    .fill("homomorphic encryption");
  const ask = page.getByRole("button", { name: "Ask" });
  await expect(ask).toBeEnabled();
  await ask.tap();
  release();
  await expect(page.getByTestId("navigator-answer")).toBeVisible({ timeout: 20_000 });
});
