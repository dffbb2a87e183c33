import { allPages } from "../../content/resolve";
import { expect, test } from "./fixtures";

/** Every page of the registry renders its h1, in the served HTML and after hydration, with no console error. */
for (const page of allPages()) {
  test(`renders ${page.path}`, async ({ page: browser, request, consoleErrors }) => {
    const res = await request.get(page.path);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const h1 = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1];
    expect(h1, "h1 in served HTML").toBeTruthy();

    // 404 responses for the page's own chunk or data would show up as console errors.
    await browser.goto(page.path);
    await expect(browser.locator("h1").first()).toBeVisible();
    await browser.waitForLoadState("networkidle");
    expect(consoleErrors).toEqual([]);
  });
}
