import { events } from "../../content/data/community";
import { communityMessages as m } from "../../content/messages/community";
import { siteConfigFromEnv } from "../../content/site-env";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The build and these tests read the same environment, so this is the config the pages were built with. */
const site = siteConfigFromEnv(process.env);
const card = (page: Page, id: string) => page.locator(`[data-channel="${id}"]`);
const eventCard = (page: Page, id: string) => page.locator(`[data-event="${id}"]`);

test.describe("community channels", () => {
  test("the Discord button shows a browser alert that the forum is coming soon", async ({ page }) => {
    test.skip(site.social.discord !== null, "a Discord invite is configured: the button links instead");
    await page.goto("/community");
    await page.waitForLoadState("networkidle");
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await card(page, "discord").getByRole("button", { name: "Join Discord" }).click();
    await expect.poll(() => messages).toEqual([`alert: ${m.discordAlert}`]);
    await expect(page).toHaveURL(/\/community$/);
  });

  test("GitHub links to the configured account in a new tab, or is disabled with a tooltip", async ({
    page,
  }) => {
    await page.goto("/community");
    if (site.social.github) {
      const link = card(page, "github").getByRole("link", { name: /Follow on GitHub/ });
      await expect(link).toHaveAttribute("href", site.social.github);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toHaveAttribute("rel", /\bnoreferrer\b/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    } else {
      await expectDisabledWithTooltip(page, card(page, "github").getByRole("button"), m.comingSoon);
    }
  });

  test("Twitter follows the same rule: disabled with a 'Coming soon' tooltip when no account is set", async ({
    page,
  }) => {
    await page.goto("/community");
    if (site.social.twitter) {
      const link = card(page, "twitter").getByRole("link", { name: /Follow on Twitter/ });
      await expect(link).toHaveAttribute("href", site.social.twitter);
      await expect(link).toHaveAttribute("target", "_blank");
    } else {
      await expect(card(page, "twitter").getByRole("link")).toHaveCount(0);
      await expectDisabledWithTooltip(
        page,
        card(page, "twitter").getByRole("button", { name: "Follow on Twitter" }),
        m.comingSoon,
      );
    }
  });

  test("the Forum card carries the Korean 'opening soon' badge and leads to the forum page", async ({
    page,
  }) => {
    await page.goto("/community");
    const badge = card(page, "forum").locator('[lang="ko"]');
    await expect(badge).toHaveText("오픈 예정");
    await card(page, "forum").getByRole("link", { name: "About the Forum" }).click();
    await expect(page).toHaveURL(/\/service\/community-forum$/);
    await expect(page.locator("h1")).toHaveText("Community Forum");
  });
});

test.describe("community events", () => {
  test("shows the meetup and the hackathon with their dates, as past events", async ({ page, request }) => {
    const html = await (await request.get("/community")).text();
    expect(html).toContain("March 15, 2024 · 6:00 PM PST");
    expect(html).toContain(m.status.past);

    await page.goto("/community");
    await page.waitForLoadState("networkidle");
    const meetup = eventCard(page, "pq-meetup-2024-03");
    const hackathon = eventCard(page, "privacy-hackathon-2024-04");
    await expect(meetup).toContainText("March 15, 2024 · 6:00 PM PST");
    await expect(hackathon).toContainText("April 1–3, 2024");
    await expect(hackathon).toContainText("Virtual");
    for (const ev of [meetup, hackathon]) {
      await expect(ev).toHaveAttribute("data-status", "past");
      await expect(ev).toContainText(m.status.past);
    }
    await expect(page.getByText(m.noUpcoming)).toBeVisible();
  });

  test("a past event cannot be registered for, and says so", async ({ page }) => {
    await page.goto("/community");
    await page.waitForLoadState("networkidle");
    for (const ev of events) {
      const register = eventCard(page, ev.id).getByRole("button", { name: m.register });
      await expect(register).toHaveAttribute("aria-disabled", "true");
      await expect(register).toHaveAccessibleDescription(m.registrationClosed);
      await expect(eventCard(page, ev.id).locator("p", { hasText: m.registrationClosed })).toBeVisible();
    }
    await expectDisabledWithTooltip(
      page,
      eventCard(page, "pq-meetup-2024-03").getByRole("button", { name: m.register }),
      m.registrationClosed,
    );
  });

  test("status follows the visitor's date: before the meetup it is upcoming", async ({ page }) => {
    // The prerendered HTML says "past" (it is built after the events); after mount the page uses today's date.
    await page.clock.setFixedTime(new Date("2024-03-01T12:00:00Z"));
    await page.goto("/community");
    const meetup = eventCard(page, "pq-meetup-2024-03");
    await expect(meetup).toHaveAttribute("data-status", "upcoming");
    await expect(meetup).toContainText(m.status.upcoming);
    await expect(meetup.getByRole("button", { name: m.register })).toHaveAccessibleDescription(
      m.registrationSoon,
    );
    await expect(page.getByText(m.noUpcoming)).toHaveCount(0);
    await expect(meetup.locator("p", { hasText: m.registrationClosed })).toHaveCount(0);
  });
});

/** The button is reachable, shows its reason on hover and on keyboard focus, and does nothing when clicked. */
async function expectDisabledWithTooltip(page: Page, button: Locator, reason: string) {
  await page.waitForLoadState("networkidle");
  await expect(button).toHaveAttribute("aria-disabled", "true");
  await expect(button).toHaveAccessibleDescription(reason);

  await button.hover();
  await expect(page.getByRole("tooltip")).toHaveText(reason);
  // Radix keeps the tooltip open while the pointer may be heading for it: leave in several moves.
  await page.mouse.move(2, 2, { steps: 4 });
  await page.mouse.move(4, 300, { steps: 4 });
  await expect(page.getByRole("tooltip")).toHaveCount(0);

  const url = page.url();
  const popup = page.waitForEvent("popup", { timeout: 500 }).catch(() => null);
  // Playwright treats aria-disabled as not enabled; a visitor can still click it, so force the click.
  await button.click({ force: true });
  expect(await popup).toBeNull();
  expect(page.url()).toBe(url);

  // The click left the pointer on the button (hover shows the tooltip too): move it away, then drop focus.
  await page.mouse.move(2, 2, { steps: 4 });
  await page.mouse.move(4, 300, { steps: 4 });
  await button.blur();
  await expect(page.getByRole("tooltip")).toHaveCount(0);
  await button.focus();
  await expect(page.getByRole("tooltip")).toHaveText(reason);
}
