import AxeBuilder from "@axe-core/playwright";
import { enterpriseDetails } from "../../content/details/enterprise";
import { detailIds } from "../../content/details/kind";
import { PRIVACY_NOTICE_VERSION } from "../../content/privacy-notice";
import { expect, test } from "./fixtures";
import { storedInquiries } from "./stored-inquiries";

test("enterprise detail: dialog -> validation -> built-in relay -> /thank-you, and the row is stored", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto("/enterprise/homomorphic-db");
  await page.waitForLoadState("networkidle");
  // react-hook-form, zod and the dialog are not part of the page's first load.
  expect(requested.filter((u) => /contact-dialog/.test(u))).toEqual([]);

  const opener = page.getByRole("button", { name: "Talk to our FHE team" }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Contact the Homomorphic Database Team" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toBeFocused();

  // Escape closes and gives focus back to the button that opened the dialog.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(dialog).toBeVisible();

  // Empty submit: each required field announces its error (role=alert) and is marked invalid.
  await dialog.getByRole("button", { name: "Send Message" }).click();
  const alerts = dialog.getByRole("alert");
  await expect(alerts).toHaveText([
    "Please enter your name.",
    "Please enter your e-mail address.",
    "Please tell us how we can help.",
    "Please agree to the collection and use of your personal data, or we cannot receive your inquiry.",
  ]);
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Name")).toBeFocused();

  const nonce = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await dialog.getByLabel("Name").fill("Playwright Tester");
  await dialog.getByLabel("Company").fill("Test Corp");
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByLabel("Message").fill(`Encrypted analytics for ${nonce}`);
  await dialog.getByRole("checkbox", { name: /I agree to the collection and use/ }).check();
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(alerts).toHaveText(["Please enter a valid e-mail address, like name@company.com."]);
  await expect(dialog.getByLabel("Message")).toHaveAttribute("rows", "4");

  await dialog.getByLabel("Email").fill("tester@example.com");
  // The hidden form navigates away, so the old page's reactions are recorded in the page itself (session
  // storage survives the navigation): 'Sending...' on a disabled button (about a frame), the success toast and
  // the dialog closing while the relay's answer is still on its way.
  await page.evaluate(() => {
    const seen: Record<string, boolean> = {};
    new MutationObserver(() => {
      const sending = [...document.querySelectorAll("button")].find((b) =>
        b.textContent?.includes("Sending..."),
      );
      if (sending?.disabled) seen.sending = true;
      if (document.body.textContent?.includes("Message Sent Successfully")) seen.toast = true;
      if (seen.sending && !document.querySelector("dialog[open]")) seen.dialogClosed = true;
      sessionStorage.setItem("e2e-seen", JSON.stringify(seen));
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  // Hold the relay's answer briefly so the page's own reaction can happen before the navigation commits.
  let posted: { url: string; body: string } | null = null;
  await page.route("**/api/relay/**", async (route) => {
    posted = { url: route.request().url(), body: route.request().postData() ?? "" };
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await page.waitForURL("**/thank-you");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank You!");
  await expect(page.getByRole("heading", { name: "What happens next?" })).toBeVisible();
  // The form's own navigation keeps the visit history, so 'Go Back' returns to the page the visitor wrote from.
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute(
    "href",
    "/enterprise/homomorphic-db",
  );
  const seen = await page.evaluate(() => JSON.parse(sessionStorage.getItem("e2e-seen") ?? "{}") as unknown);
  expect(seen).toEqual({ sending: true, toast: true, dialogClosed: true });

  expect(posted).not.toBeNull();
  const sent = posted as unknown as { url: string; body: string };
  expect(sent.url).toMatch(/\/api\/relay\/contact(%40|@)nullspace\.example$/);
  const fields = new URLSearchParams(sent.body);
  expect(fields.get("_subject")).toBe("Homomorphic Database Inquiry - Enterprise - Homomorphic Database");
  expect(fields.get("_captcha")).toBe("false");
  expect(fields.get("_template")).toBe("table");
  expect(fields.get("_next")).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/thank-you$/);
  expect(fields.get("_autoresponse")).toContain("24 hours");
  expect(fields.get("_honey")).toBe("");
  expect(fields.get("privacy_consent")).toBe("yes");
  expect(fields.get("privacy_notice")).toBe(PRIVACY_NOTICE_VERSION);

  const row = (await storedInquiries()).find((r) => String(r.message).includes(nonce));
  expect(row).toMatchObject({
    name: "Playwright Tester",
    company: "Test Corp",
    email: "tester@example.com",
    context: "Enterprise - Homomorphic Database",
    subject: "Homomorphic Database Inquiry - Enterprise - Homomorphic Database",
    status: "pending",
    privacyConsent: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
});

test("/enterprise: three solutions and the 'Contact Enterprise Team' dialog", async ({ page }) => {
  await page.goto("/enterprise");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("link", { name: /Learn More/ })).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Enterprise-grade security" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Seamless integration" })).toBeVisible();
  await page.getByRole("button", { name: "Contact Enterprise Team" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Enterprise Team" });
  await expect(dialog).toBeVisible();
  // The panel inside the full-screen <dialog> is at most "lg" wide from the "sm" breakpoint on.
  await expect(dialog.locator(":scope > div")).toHaveClass(/sm:max-w-lg/);
  // The open dialog with its validation errors passes axe (labels, contrast, ARIA).
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(dialog.getByRole("alert")).toHaveCount(4);
  const axe = await new AxeBuilder({ page })
    .include("dialog[open]")
    .withTags(["wcag2a", "wcag2aa"])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  // Focus stays trapped inside the dialog.
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: /Learn More\W+PQC Encryption/ }).click();
  await expect(page).toHaveURL(/\/enterprise\/pqc-encryption$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("PQC Encryption");
  await expect(page.getByRole("img", { name: /Architecture diagram of PQC Encryption/ })).toBeVisible();
});

test("/thank-you: 'Go Back' goes to the last page of the visit history, else /", async ({ page }) => {
  await page.goto("/thank-you");
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await expect(
    page.getByRole("main").getByRole("link", { name: /contact@nullspace\.example/ }),
  ).toHaveAttribute("href", "mailto:contact@nullspace.example");

  // Visits within one page load (client-side navigation): reloading would clear the history.
  await page.goto("/research");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  for (const [path, h1] of [
    ["/enterprise/pqc-encryption", /PQC/],
    ["/thank-you", /Thank You!/],
  ] as const) {
    await page.evaluate((to) => window.history.pushState(null, "", to), path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
  }
  const back = page.getByRole("link", { name: "Go Back" });
  await expect(back).toHaveAttribute("href", "/enterprise/pqc-encryption");
  await back.click();
  await expect(page).toHaveURL(/\/enterprise\/pqc-encryption$/);

  // Malformed storage is ignored, never a crash.
  await page.evaluate(() => sessionStorage.setItem("nullspace:visit-history", "{not json"));
  await page.goto("/thank-you");
  await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
});

for (const id of detailIds(enterpriseDetails)) {
  test(`/enterprise/${id}: its contact button opens its own dialog`, async ({ page }) => {
    const { detail: solution } = await enterpriseDetails.items[id].en();
    await page.goto(`/enterprise/${id}`);
    // A click before hydration has no handler yet; wait for the page's code like the other tests.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Core features" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Use cases" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Architecture overview" })).toBeVisible();
    await page.getByRole("button", { name: solution.contactButton }).last().click();
    const dialog = page.getByRole("dialog", { name: solution.contact.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(solution.contact.description);
    await expect(dialog.locator('input[type="hidden"]')).toHaveValue(solution.contact.context);
  });
}
