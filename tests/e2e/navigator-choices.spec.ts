import type { Locator, Page } from "@playwright/test";
import type { NavigateResponse } from "../../content/schemas/navigator";
import AxeBuilder from "@axe-core/playwright";
import { fill } from "../../content/fill";
import { chatPanelMessages as enPanel } from "../../content/messages/chat-panel";
import * as enNavigator from "../../content/messages/navigator";
import { navigatorWayOutMessages as enWayOut } from "../../content/messages/navigator-way-out";
import { ui as enUi } from "../../content/messages/ui";
import { chatPanelMessages as koPanel } from "../../content/ko/messages/chat-panel";
import * as koNavigator from "../../content/ko/messages/navigator";
import { navigatorWayOutMessages as koWayOut } from "../../content/ko/messages/navigator-way-out";
import { ui as koUi } from "../../content/ko/messages/ui";
import { expect, test } from "./fixtures";
import {
  answerBox,
  expectChoiceRecorded,
  gotoHome,
  gotoHydrated,
  nextAnswer,
  openDrawer,
  QUERIES,
  tick,
  tickUntilVisible,
  watchNavigator,
  type NavigatorTraffic,
} from "./navigator-helpers";

/**
 * When the navigator is not sure, the visitor chooses: the pages it may mean are offered as buttons and nothing
 * moves by itself; the page chosen is visited and recorded. A confident answer is still followed, its other pages
 * shown beside it as the way out; reaching for them stops the countdown. Against the real server and engine, in
 * both editions.
 */
const en = { ...enNavigator, navigatorWayOutMessages: enWayOut, ui: enUi };
const ko = { ...koNavigator, navigatorWayOutMessages: koWayOut, ui: koUi };
const EDITIONS = [
  { name: "English", prefix: "", text: en, panel: enPanel.region },
  { name: "Korean", prefix: "/ko", text: ko, panel: koPanel.region },
] as const;

const pauseNow = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

/**
 * On /labs with the page's clock paused, opens the drawer and asks `query`; resolves with the drawer, the answer and
 * the navigator traffic watched from the start.
 */
async function askInDrawer(page: Page, prefix: string, query: string) {
  const traffic = watchNavigator(page);
  await page.clock.install();
  await gotoHydrated(page, `${prefix}/labs`);
  await openDrawer(page);
  await pauseNow(page);
  const drawer = page.getByRole("dialog");
  const answered = nextAnswer(page);
  await drawer.getByRole("textbox").fill(query);
  await drawer.getByRole("textbox").press("Enter");
  return { traffic, drawer, answer: await answered };
}

/**
 * Asks the drawer for a confident answer with other pages and lets its countdown run out: resolves on the page it
 * went to, the page's clock running again.
 */
async function jumpFromDrawer(page: Page, prefix: string) {
  const { traffic, drawer, answer } = await askInDrawer(page, prefix, QUERIES.confidentWithOthers);
  await tickUntilVisible(page, drawer.getByTestId("navigator-navigating"));
  await tick(page, 1500);
  await expect(page).toHaveURL(new RegExp(`${answer.destination}$`));
  await page.clock.resume();
  return { traffic, drawer, answer };
}

/** Chooses the first of `others` (the answer's first alternative): it is visited, and recorded for the answer. */
async function chooseFirstOther(
  page: Page,
  others: Locator,
  answer: NavigateResponse,
  traffic: NavigatorTraffic,
): Promise<void> {
  const chosen = answer.alternatives[0]?.path ?? "";
  const recorded = page.waitForResponse("**/api/chat/choice");
  await others.getByRole("button").first().click();
  await expect(page).toHaveURL(new RegExp(`${chosen}$`));
  await expectChoiceRecorded(recorded, traffic, {
    sessionId: traffic.navigations[0]?.sessionId,
    answerId: answer.answerId,
    path: chosen,
  });
}

/** On the home page, asks `query` in the home box; resolves with the box's surroundings, the answer and the traffic. */
async function askInHomeBox(page: Page, prefix: string, text: typeof en | typeof ko, query: string) {
  const traffic = watchNavigator(page);
  await gotoHome(page, prefix || "/");
  const main = page.getByRole("main");
  const input = main.getByRole("textbox", { name: text.navigatorMessages.inputLabel });
  const answered = nextAnswer(page);
  await input.fill(query);
  await input.press("Enter");
  return { traffic, main, input, answer: await answered };
}

/** What the live region says after an answer with `count` (2 or more) pages to choose from. */
const withCount = (text: typeof en | typeof ko, response: string, count: number) =>
  `${response} ${fill(text.navigatorChoiceMessages.countMany, { count })}`;

for (const { name, prefix, text, panel: panelName } of EDITIONS) {
  const heading = text.navigatorChoiceMessages.heading;

  test.describe(`${name} edition`, () => {
    test("drawer: an unsure answer offers its pages and stays; the chosen page is visited and recorded", async ({
      page,
    }) => {
      const { traffic, drawer, answer } = await askInDrawer(page, prefix, QUERIES.unsure);
      expect(answer, "the engine is unsure about this query").toMatchObject({
        confident: false,
        destination: `${prefix}/devhub/docs`,
      });
      expect(answer.alternatives.map((a) => a.path)).toContain(`${prefix}/devhub`);

      const choices = drawer.getByRole("group", { name: heading });
      await tickUntilVisible(page, choices);
      await expect(choices.getByRole("heading", { level: 3 })).toHaveText(heading);
      await expect(choices.getByRole("button")).toHaveText([
        answer.suggestedPage,
        ...answer.alternatives.map((a) => a.title),
      ]);
      await expect(drawer.getByTestId("navigator-live")).toHaveText(
        withCount(text, answer.response, 1 + answer.alternatives.length),
      );
      await expect(drawer.getByTestId("navigator-navigating")).toHaveCount(0);
      // Well past the 1.5 s a confident answer waits: still here, drawer open, the input still focused.
      await tick(page, 5000);
      await expect(page).toHaveURL(new RegExp(`${prefix}/labs$`));
      await expect(drawer.getByRole("textbox")).toBeFocused();

      // The alternative, not the destination: the visitor's choice is what counts.
      const devhub = answer.alternatives.find((a) => a.path === `${prefix}/devhub`);
      const recorded = page.waitForResponse("**/api/chat/choice");
      await choices.getByRole("button", { name: devhub?.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/devhub$`));
      await expect(drawer).toHaveCount(0);
      await expectChoiceRecorded(recorded, traffic, {
        sessionId: traffic.navigations[0]?.sessionId,
        answerId: answer.answerId,
        path: `${prefix}/devhub`,
      });
      await page.clock.resume();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/DevHub/);
    });

    test("drawer: a confident answer is announced and followed after 1.5 s, with nothing to choose", async ({
      page,
    }) => {
      const { traffic, drawer, answer } = await askInDrawer(page, prefix, QUERIES.confident);
      expect(answer, "the engine is sure about this query").toMatchObject({
        confident: true,
        destination: `${prefix}/research/whitepaper-library`,
        alternatives: [],
      });
      const navigating = fill(text.navigatorDrawerMessages.navigating, { destination: answer.destination });
      await tickUntilVisible(page, drawer.getByTestId("navigator-navigating"));
      await expect(drawer.getByTestId("navigator-navigating")).toHaveText(navigating);
      await expect(drawer.getByTestId("navigator-live")).toHaveText(`${answer.response} ${navigating}`);
      await expect(drawer.getByRole("group", { name: heading })).toHaveCount(0);
      await tick(page, 1499);
      await expect(page).toHaveURL(new RegExp(`${prefix}/labs$`));
      await tick(page, 1);
      await expect(page).toHaveURL(new RegExp(`${prefix}/research/whitepaper-library$`));
      await expect(drawer).toHaveCount(0);
      expect(traffic.choices).toEqual([]);
    });

    test("drawer: beside a confident answer, its other pages; reaching for one stops the countdown, the one chosen is visited and recorded", async ({
      page,
    }) => {
      const { traffic, drawer, answer } = await askInDrawer(page, prefix, QUERIES.confidentWithOthers);
      expect(answer, "the engine is sure about this query").toMatchObject({
        confident: true,
        destination: `${prefix}/research/technologies/homomorphic-encryption`,
      });
      expect(answer.alternatives.length, "and offers other pages beside it").toBeGreaterThan(0);
      const others = drawer.getByRole("group", { name: text.navigatorChoiceMessages.othersHeading });
      await tickUntilVisible(page, others);
      await expect(others.getByRole("heading", { level: 3 })).toHaveText(
        text.navigatorChoiceMessages.othersHeading,
      );
      await expect(others.getByRole("button")).toHaveText(answer.alternatives.map((a) => a.title));
      await expect(drawer.getByTestId("navigator-navigating")).toBeVisible();
      await expect(drawer.getByRole("group", { name: heading })).toHaveCount(0);

      // Reaching the other pages (here by keyboard) stops the countdown: nothing moves while the visitor chooses.
      const first = others.getByRole("button").first();
      await first.focus();
      await expect(drawer.getByTestId("navigator-navigating")).toHaveCount(0);
      await tick(page, 5000);
      await expect(page).toHaveURL(new RegExp(`${prefix}/labs$`));

      const chosen = answer.alternatives[0]?.path ?? "";
      const recorded = page.waitForResponse("**/api/chat/choice");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${chosen}$`));
      await expect(drawer).toHaveCount(0);
      await expectChoiceRecorded(recorded, traffic, {
        sessionId: traffic.navigations[0]?.sessionId,
        answerId: answer.answerId,
        path: chosen,
      });
    });

    test("drawer: a tap on another page beside a confident answer is never lost to the countdown", async ({
      page,
    }) => {
      const { traffic, drawer, answer } = await askInDrawer(page, prefix, QUERIES.confidentWithOthers);
      const others = drawer.getByRole("group", { name: text.navigatorChoiceMessages.othersHeading });
      await tickUntilVisible(page, others);
      // 1.4 s into the 1.5 s countdown, a pointer goes down on the last other page and is released after the
      // countdown would have ended: the visitor lands where they tapped.
      await tick(page, 1400);
      const last = others.getByRole("button").last();
      const box = await last.boundingBox();
      if (!box) throw new Error("the other page's button has no box");
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await tick(page, 500);
      await expect(page).toHaveURL(new RegExp(`${prefix}/labs$`));
      const recorded = page.waitForResponse("**/api/chat/choice");
      await page.mouse.up();
      const chosen = answer.alternatives.at(-1)?.path ?? "";
      await expect(page).toHaveURL(new RegExp(`${chosen}$`));
      expect((await recorded).status()).toBe(204);
      expect(traffic.choices.map((c) => c.path)).toEqual([chosen]);
    });

    test("drawer: opened again after a confident answer's jump, it offers that answer's other pages; the one chosen is visited and recorded", async ({
      page,
    }) => {
      const { traffic, drawer, answer } = await jumpFromDrawer(page, prefix);
      await expect(drawer).toHaveCount(0);

      // On the page it went to, the visitor finds it is not the one and opens the drawer again.
      await openDrawer(page);
      const previous = page.getByRole("dialog").getByTestId("navigator-previous-answer");
      const others = previous.getByRole("group", { name: text.navigatorChoiceMessages.othersHeading });
      await expect(others.getByRole("button")).toHaveText(answer.alternatives.map((a) => a.title));
      await chooseFirstOther(page, others, answer, traffic);
    });

    test("after the drawer's jump, the answer's other pages wait at the bottom of the page it went to; the one chosen is visited and recorded", async ({
      page,
    }) => {
      const { traffic, answer } = await jumpFromDrawer(page, prefix);
      const way = text.navigatorWayOutMessages;
      const bar = page.getByRole("complementary", { name: way.label });
      const others = bar.getByRole("group", {
        name: fill(way.asked, { query: QUERIES.confidentWithOthers }),
      });
      await expect(others.getByRole("button")).toHaveText(answer.alternatives.map((a) => a.title));
      // Announced once it is there; nothing took the focus from the page the visitor arrived at.
      await expect(bar.locator('[aria-live="polite"]')).toHaveText(way.announce);
      await expect(bar.locator(":focus")).toHaveCount(0);
      const axe = await new AxeBuilder({ page }).include('[data-testid="navigator-way-out"]').analyze();
      expect(axe.violations).toEqual([]);

      await chooseFirstOther(page, others, answer, traffic);
      await expect(bar).toHaveCount(0);
    });

    test("the way out after the drawer's jump goes when hidden or when the visitor goes elsewhere, and steps aside while the drawer is open", async ({
      page,
    }) => {
      const way = text.navigatorWayOutMessages;
      const bar = page.getByRole("complementary", { name: way.label });
      const jump = async () => {
        const drawer = page.getByRole("dialog");
        const answered = nextAnswer(page);
        await drawer.getByRole("textbox").fill(QUERIES.confidentWithOthers);
        await drawer.getByRole("textbox").press("Enter");
        const answer = await answered;
        await tickUntilVisible(page, drawer.getByTestId("navigator-navigating"));
        await tick(page, 1500);
        await expect(page).toHaveURL(new RegExp(`${answer.destination}$`));
        await expect(bar).toBeVisible();
      };
      const { answer } = await jumpFromDrawer(page, prefix);
      // Hidden by the visitor: gone, the page stays, and focus moves to the page, not to the top of the document.
      await bar.getByRole("button", { name: way.dismiss }).click();
      await expect(bar).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${answer.destination}$`));
      await expect(page.locator("#main")).toBeFocused();

      // The page's clock ran ahead of the test's while paused: it pauses again from its own time.
      const pauseHere = async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
      // While the drawer is open the bar steps aside, and it is back when the drawer closes on the same page.
      await openDrawer(page);
      await pauseHere();
      await jump();
      await openDrawer(page);
      await expect(bar).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(bar).toBeVisible();

      // Another page: the bar was for the page the drawer went to, and stays behind.
      await openDrawer(page);
      await jump();
      await page.clock.resume();
      await page
        .getByRole("navigation", { name: text.ui.header.shortcutsLabel })
        .getByRole("link")
        .first()
        .click();
      await expect(page).not.toHaveURL(new RegExp(`${answer.destination}$`));
      await expect(bar).toHaveCount(0);
    });

    test("home box: a confident answer asks its question, with its other pages below to choose instead", async ({
      page,
    }) => {
      const { traffic, main, answer } = await askInHomeBox(page, prefix, text, QUERIES.confidentWithOthers);
      expect(answer.confident, "the engine is sure about this query").toBe(true);
      const box = answerBox(main);
      await expect(box).toContainText(
        fill(text.navigatorBoxMessages.question, { page: answer.suggestedPage }),
      );
      const others = box.getByRole("group", { name: text.navigatorChoiceMessages.othersHeading });
      await expect(others.getByRole("button")).toHaveText(answer.alternatives.map((a) => a.title));
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations).toEqual([]);
      const chosen = answer.alternatives[0];
      const recorded = page.waitForResponse("**/api/chat/choice");
      await others.getByRole("button", { name: chosen?.title, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${chosen?.path ?? ""}$`));
      await expectChoiceRecorded(recorded, traffic, {
        sessionId: traffic.sessions[0],
        answerId: answer.answerId,
        path: chosen?.path,
      });
    });

    test("home box: the choices replace the single question; Tab reaches them in order and Enter goes", async ({
      page,
    }) => {
      const { traffic, main, input, answer } = await askInHomeBox(page, prefix, text, QUERIES.unsure);
      expect(answer.confident, "the engine is unsure about this query").toBe(false);
      const titles = [answer.suggestedPage, ...answer.alternatives.map((a) => a.title)];

      const box = answerBox(main);
      const choices = box.getByRole("group", { name: heading });
      await expect(choices.getByRole("button")).toHaveText(titles);
      await expect(box).not.toContainText(
        fill(text.navigatorBoxMessages.question, { page: answer.suggestedPage }),
      );
      await expect(box.getByRole("button", { name: text.navigatorBoxMessages.yes })).toHaveCount(0);
      await expect(main.getByTestId("navigator-live")).toHaveText(
        withCount(text, answer.response, titles.length),
      );
      // The answer did not take focus: it is where the visitor typed.
      await expect(input).toBeFocused();
      const axe = await new AxeBuilder({ page }).include("main").analyze();
      expect(axe.violations).toEqual([]);

      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");
      const order: string[] = [];
      for (let i = 0; i < titles.length + 4; i++) {
        await page.keyboard.press("Tab");
        order.push(await focused());
      }
      expect(order).toEqual([
        text.navigatorMessages.submit,
        ...titles,
        text.navigatorBoxMessages.no,
        text.navigatorFeedbackMessages.yes,
        text.navigatorFeedbackMessages.no,
      ]);
      // Back to the last choice (DevHub), where the focus ring shows, and Enter.
      for (let i = 0; i < 3; i++) await page.keyboard.press("Shift+Tab");
      const last = choices.getByRole("button").last();
      await expect(last).toBeFocused();
      expect(await last.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
      const recorded = page.waitForResponse("**/api/chat/choice");
      await page.keyboard.press("Enter");
      const chosen = answer.alternatives.at(-1)?.path ?? "";
      await expect(page).toHaveURL(new RegExp(`${chosen}$`));
      await expectChoiceRecorded(recorded, traffic, {
        sessionId: traffic.sessions[0],
        answerId: answer.answerId,
        path: chosen,
      });
    });

    test("chat panel: an unknown answer offers the closest pages; 'No, let me try again' clears them", async ({
      page,
    }) => {
      const traffic = watchNavigator(page);
      // The chat panel is open by default on the ecosystem page.
      await gotoHydrated(page, `${prefix}/ecosystem`);
      const panel = page.getByRole("region", { name: panelName });
      const input = panel.getByRole("textbox");
      const answered = nextAnswer(page);
      await input.fill(QUERIES.unknownWithChoices);
      await input.press("Enter");
      const answer = await answered;
      expect(answer.destination, "the engine finds no page for this query").toBe("unknown");
      expect(answer.alternatives.length, "but offers the closest").toBeGreaterThan(0);

      // In the panel, which has no heading of its own, the group's heading is a second-level one.
      const choices = panel.getByRole("group", { name: heading });
      await expect(choices.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(choices.getByRole("button")).toHaveText(answer.alternatives.map((a) => a.title));
      await panel.getByRole("button", { name: text.navigatorBoxMessages.no }).click();
      await expect(answerBox(panel)).toHaveCount(0);
      await expect(input).toBeFocused();
      await expect(input).toHaveValue(QUERIES.unknownWithChoices);

      const again = nextAnswer(page);
      await input.press("Enter");
      const second = await again;
      const first = second.alternatives[0];
      const recorded = page.waitForResponse("**/api/chat/choice");
      await choices.getByRole("button", { name: first?.title, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${first?.path}$`));
      await expectChoiceRecorded(recorded, traffic, {
        sessionId: traffic.sessions[0],
        answerId: second.answerId,
        path: first?.path,
      });
    });
  });
}

test.describe("the other edition", () => {
  const cases = [
    { name: "English", prefix: "", query: QUERIES.otherEdition.en, other: "/ko", lang: "ko" },
    { name: "Korean", prefix: "/ko", query: QUERIES.otherEdition.ko, other: "", lang: "en" },
  ] as const;
  for (const {
    name,
    prefix,
    query: { query, path },
    other,
    lang,
  } of cases) {
    test(`${name}: a page asked for in the other edition is followed there, and told in that edition's language`, async ({
      page,
    }) => {
      const { drawer, answer } = await askInDrawer(page, prefix, query);
      expect(answer).toMatchObject({ confident: true, destination: `${other}${path}` });
      // Told in the language of the edition it goes to, not of the page it was asked on.
      expect(/[\uac00-\ud7a3]/.test(answer.response)).toBe(lang === "ko");
      await tickUntilVisible(page, drawer.getByTestId("navigator-navigating"));
      await tick(page, 1499);
      await expect(page).toHaveURL(new RegExp(`${prefix}/labs$`));
      // The other edition is another app: the page is loaded, not rendered by this one's router.
      const loaded = page.waitForEvent("load");
      await page.clock.runFor(1);
      await loaded;
      await expect(page).toHaveURL(new RegExp(`${other}${path}$`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
    });
  }
});
