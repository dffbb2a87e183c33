import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Press Tab until `target` has focus (bounded), as a keyboard-only visitor would. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * A keyboard user can do everything a mouse user can: reach the navigator, ask, accept, open the contact dialog and
 * send, all without a mouse.
 */
test("keyboard only: navigator -> enterprise page -> contact dialog -> /thank-you", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);

  const input = page.getByLabel("Ask the AI navigator where to go");
  await tabTo(page, input);
  // The first key press loads the box's island code (ADR 0005); type once it has hydrated.
  await page.waitForLoadState("networkidle");
  // A request the navigator is sure about, so the box asks the one question.
  await page.keyboard.type("enterprise homomorphic database");
  await page.keyboard.press("Enter");

  const yes = page.getByRole("button", { name: "Yes, take me there" });
  await expect(yes).toBeVisible();
  await tabTo(page, yes);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/enterprise\/homomorphic-db$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  const contact = page.getByRole("button", { name: "Talk to our FHE team" }).first();
  await tabTo(page, contact, 120);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();
  await page.keyboard.type("Keyboard Visitor");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Tab Corp");
  await page.keyboard.press("Tab");
  await page.keyboard.type("keyboard@example.com");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Reached you without a mouse.");
  const consent = dialog.getByRole("checkbox", { name: /I agree to the collection and use/ });
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  await tabTo(page, dialog.getByRole("button", { name: "Send Message" }));
  await page.keyboard.press("Enter");
  await page.waitForURL("**/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
});
