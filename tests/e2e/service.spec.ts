import { detailIds, isDetailId } from "../../content/details/kind";
import { platformDetails } from "../../content/details/platforms";
import { serviceCards } from "../../content/data/services";
import { solutionsOnPlatform } from "../../content/data/shared/solution-details";
import { serviceMessages } from "../../content/messages/service";
import { serviceMessages as koServiceMessages } from "../../content/ko/messages/service";
import { fill } from "../../content/fill";
import { editions } from "../../content/editions";
import { routes } from "../../content/routes";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const toastText = serviceMessages.comingSoonToast;

/** Radix renders each toast as an <li class="toast"> inside the viewport. */
const toasts = (page: Page) => page.locator("li.toast");

async function expectComingSoonToast(page: Page) {
  await expect(toasts(page)).toHaveCount(1);
  await expect(toasts(page).first()).toContainText(toastText.title);
  await expect(toasts(page).first()).toContainText(toastText.description);
}

test.describe("service portal", () => {
  test("is titled as the Service Portal and shows the services and community cards", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/service")).text();
    expect(html).toContain("Nullspace Service Portal");
    expect(html).toContain(serviceMessages.portal.communityCard.title);

    await page.goto("/service");
    await expect(page.locator("h1")).toHaveText("Nullspace Service Portal");
    await expect(page.locator("[data-card=services]")).toContainText(
      `${detailIds(platformDetails).length} platforms`,
    );
  });

  test("a click anywhere on the services card opens the catalogue", async ({ page }) => {
    await page.goto("/service");
    // Over the icon and title, away from the link text: the link covers the whole card.
    await page.locator("[data-card=services]").click({ position: { x: 30, y: 30 } });
    await expect(page).toHaveURL(/\/service\/services$/);
    await expect(page.locator("h1")).toHaveText("Services Catalogue");
  });

  test("the community card and every 'Join Community' button show one 'Coming Soon!' toast", async ({
    page,
  }) => {
    await page.goto("/service");
    await page.waitForLoadState("networkidle");
    await expect(toasts(page)).toHaveCount(0);

    // A click on the card body, away from its button.
    await page.locator("[data-card=community]").click({ position: { x: 30, y: 30 } });
    await expectComingSoonToast(page);
    await expect(page).toHaveURL(/\/service$/);

    const joinButtons = page.getByRole("button", { name: "Join Community" });
    await expect(joinButtons).toHaveCount(2);
    await joinButtons.nth(0).click();
    await joinButtons.nth(1).click();
    // Three toasts were raised; at most one is ever shown.
    await expectComingSoonToast(page);
  });

  test("'Explore All Services' goes to the catalogue", async ({ page }) => {
    await page.goto("/service");
    await page.getByRole("link", { name: "Explore All Services" }).click();
    await expect(page).toHaveURL(/\/service\/services$/);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(7);
  });
});

test.describe("services catalogue", () => {
  test("shows exactly seven service cards with title, subtitle, features and button", async ({ page }) => {
    await page.goto("/service/services");
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(7);
    await expect(cards.locator("h2")).toHaveText(serviceCards.map((c) => c.title));
    for (const card of serviceCards) {
      const el = page.locator(`article[data-service="${card.id}"]`);
      await expect(el).toContainText(card.subtitle);
      await expect(el.getByRole("listitem")).toHaveCount(card.features.length);
      await expect(el.getByRole("link", { name: card.buttonText })).toHaveAttribute("href", card.path);
    }
  });

  for (const card of serviceCards) {
    test(`the ${card.title} card's button leads to a working page`, async ({ page }) => {
      await page.goto("/service/services");
      await page.waitForLoadState("networkidle");
      await page
        .locator(`article[data-service="${card.id}"]`)
        .getByRole("link", { name: card.buttonText })
        .click();
      await expect(page).toHaveURL(new RegExp(`${card.path}$`));
      await expect(page.locator("h1")).toBeVisible();
      await expect(page.locator("h1")).not.toHaveText("404 Page Not Found");
      await expect(page.locator("h1")).toContainText(card.title);
    });
  }
});

test.describe("platform pages", () => {
  const platformRoutes = routes.filter((r) => r.page === "platform");
  test("there are six", () => expect(platformRoutes).toHaveLength(6));

  for (const route of platformRoutes) {
    test(`${route.path} shows its h1 and every section, in the served HTML too`, async ({
      page,
      request,
    }) => {
      const id = route.props?.platform ?? "";
      expect(isDetailId(platformDetails, id), "platform content").toBe(true);
      const data = isDetailId(platformDetails, id)
        ? (await platformDetails.items[id].en()).detail
        : undefined;
      const res = await request.get(route.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      for (const text of ["What it is", "Features", "How it works", "Who it is for"])
        expect(html).toContain(text);

      await page.goto(route.path);
      await expect(page.locator("h1")).toHaveText(route.title);
      for (const name of ["What it is", "Features", "How it works", "Who it is for", data?.cta.title ?? ""]) {
        await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
      }
      const steps = page.getByRole("region", { name: "How it works" }).locator("ol > li");
      await expect(steps).toHaveCount(data?.steps.length ?? -1);
      await expect(page.getByRole("region", { name: "Features" }).locator("h3")).toHaveText(
        data?.features.map((f) => f.title) ?? [],
      );
      await expect(page.getByRole("link", { name: data?.cta.primary.label })).toHaveAttribute(
        "href",
        data?.cta.primary.href ?? "",
      );
    });
  }

  test("each platform page links back to its solution pages, in both editions, and the link reaches the page", async ({
    page,
  }) => {
    for (const route of platformRoutes) {
      const solutions = solutionsOnPlatform(route.path);
      expect(solutions.length, route.path).toBeGreaterThan(0);
      for (const [edition, messages] of [
        ["en", serviceMessages],
        ["ko", koServiceMessages],
      ] as const) {
        await page.goto(edition === "ko" ? `/ko${route.path}` : route.path);
        for (const path of solutions) {
          const name = editions[edition].resolvePath(path).title;
          await expect(
            page.getByRole("link", { name: fill(messages.platform.solutionPage, { name }) }),
          ).toHaveAttribute("href", edition === "ko" ? `/ko${path}` : path);
        }
      }
    }
    await page.goto("/ko/service/privid");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "TorusDB 솔루션 소개" }).click();
    await expect(page).toHaveURL(/\/ko\/ecosystem\/solutions\/torusdb$/);
    await expect(page.locator("h1")).toHaveText("TorusDB");
  });

  test("the call to action reaches its page", async ({ page }) => {
    await page.goto("/service/pqc-function");
    await page.waitForLoadState("networkidle");
    await page.getByRole("link", { name: "PQC Encryption for enterprises" }).click();
    await expect(page).toHaveURL(/\/enterprise\/pqc-encryption$/);
    await expect(page.locator("h1")).toContainText("PQC Encryption");
  });
});

test.describe("community forum page", () => {
  test("announces the forum, its boards and guidelines, and its 'Join Community' shows the toast", async ({
    page,
  }) => {
    await page.goto("/service/community-forum");
    await expect(page.locator("h1")).toHaveText("Community Forum");
    await expect(page.getByRole("heading", { name: "Planned boards" })).toBeVisible();
    await expect(page.locator("h3[lang=ko]")).toHaveText("한국어 게시판");
    await page.getByRole("button", { name: "Join Community" }).click();
    await expectComingSoonToast(page);
  });
});
