import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { navigatorBoxMessages, navigatorDrawerMessages } from "../../content/messages/navigator";
import { expect, test } from "./fixtures";
import {
  advanceUntilChanged,
  answerFor,
  drawer,
  drawerInput,
  flush,
  forgeSessions,
  gotoHome,
  gotoHydrated,
  answerBox,
  holdNavigation,
  homeInput,
  nextAnswer,
  openDrawer,
  QUERIES,
  stubNavigator,
  tick,
  tickUntilVisible,
  watchNavigator,
} from "./navigator-helpers";

/*
 * Against the real server and engine. Stubs of the navigator API remain only where the server cannot be made to
 * behave as the test needs; each says why.
 */

/** The destructive toast (Radix also renders a screen-reader copy of its text, so match the toast itself). */
const errorToast = (page: Page) => page.locator('[data-variant="destructive"]');

const pauseNow = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

test.describe("helper phrases", () => {
  test("the home box rotates its six phrases every 8 s", async ({ page }) => {
    await page.clock.install();
    await gotoHome(page);
    await pauseNow(page);
    const read = () => page.getByRole("main").getByTestId("navigator-hint").textContent();
    const seen = [await read()];
    await advanceUntilChanged(page, read, 100, 9000);
    seen.push(await read());
    // The change happened within the last 100 ms: the next one is due 7,900-8,000 ms from now.
    await tick(page, 7899);
    expect(await read()).toBe(seen[1]);
    await tick(page, 101);
    seen.push(await read());
    for (let i = 0; i < 3; i++) {
      await tick(page, 8000);
      seen.push(await read());
    }
    expect(seen).toEqual(navigatorBoxMessages.helperPhrases);
    expect(seen.filter((p) => /[가-힣]/.test(p ?? ""))).toHaveLength(3);
    await tick(page, 8000);
    expect(await read()).toBe(seen[0]);
  });

  test("the drawer rotates its three phrases (with Korean) every 6 s", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await pauseNow(page);
    const read = () => drawer(page).getByTestId("navigator-hint").textContent();
    const seen = [await read()];
    await advanceUntilChanged(page, read, 100, 7000);
    seen.push(await read());
    await tick(page, 5899);
    expect(await read()).toBe(seen[1]);
    await tick(page, 101);
    seen.push(await read());
    expect(seen).toEqual(navigatorDrawerMessages.helperPhrases);
    expect(seen.some((p) => /[가-힣]/.test(p ?? ""))).toBe(true);
  });
});

test.describe("home navigator box", () => {
  test("creates a session on page load and sends only non-blank queries", async ({ page }) => {
    const traffic = watchNavigator(page);
    await gotoHome(page);
    expect(traffic.sessionRequests).toBe(1);
    const submit = page.getByRole("main").getByRole("button", { name: "Ask" });
    await expect(submit).toBeDisabled();
    await homeInput(page).fill("   ");
    await expect(submit).toBeDisabled();
    await homeInput(page).press("Enter");
    await homeInput(page).fill("  research papers  ");
    await expect(submit).toBeEnabled();
    await homeInput(page).press("Enter");
    await expect(page.getByTestId("navigator-answer")).toBeVisible();
    expect(traffic.navigations).toEqual([
      { sessionId: traffic.sessions[0], query: "research papers", locale: "en" },
    ]);
  });

  test("pending: input and button disabled, THINKING... shown and announced", async ({ page }) => {
    const release = await holdNavigation(page);
    await gotoHome(page);
    await homeInput(page).fill(QUERIES.confident);
    await homeInput(page).press("Enter");
    const main = page.getByRole("main");
    await expect(homeInput(page)).toBeDisabled();
    await expect(main.getByRole("button", { name: "Ask" })).toBeDisabled();
    await expect(main.getByTestId("navigator-pending")).toContainText("THINKING...");
    await expect(main.getByTestId("navigator-pending")).toContainText("AI is analyzing your request...");
    const live = main.getByTestId("navigator-live");
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(live).toHaveText("THINKING... AI is analyzing your request...");
    release();
    await expect(main.getByTestId("navigator-pending")).toHaveCount(0);
    await expect(homeInput(page)).toBeEnabled();
    await expect(homeInput(page)).toBeFocused();
    await expect(live).toContainText("Would you like to go to the Whitepaper Library section?");
  });

  // The leading slash a destination may lack is added by parseAnswer (app/features/navigator/api/types.test.ts).
  test("'No, let me try again' clears a confident answer; 'Yes' navigates", async ({ page }) => {
    await gotoHome(page);
    const main = page.getByRole("main");
    await homeInput(page).fill(QUERIES.confident);
    await homeInput(page).press("Enter");
    await expect(answerBox(main)).toContainText("Would you like to go to the Whitepaper Library section?");
    await main.getByRole("button", { name: "No, let me try again" }).click();
    await expect(page.getByTestId("navigator-answer")).toHaveCount(0);
    await expect(homeInput(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    await homeInput(page).press("Enter");
    await main.getByRole("button", { name: "Yes, take me there" }).click();
    await expect(page).toHaveURL(/\/research\/whitepaper-library$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Whitepaper Library/);
  });

  test("an unknown destination with nothing close shows the response without a question or choices", async ({
    page,
  }) => {
    await gotoHome(page);
    const answered = nextAnswer(page);
    await homeInput(page).fill(QUERIES.unknown);
    await homeInput(page).press("Enter");
    const answer = await answered;
    expect(answer).toMatchObject({ destination: "unknown", alternatives: [] });
    const box = answerBox(page);
    await expect(box.locator("p").first()).toHaveText(answer.response);
    await expect(box.getByRole("button", { name: "Yes, take me there" })).toHaveCount(0);
    await expect(box.getByRole("group", { name: "Did you mean…?" })).toHaveCount(0);
    await expect(box.getByRole("button", { name: "No, let me try again" })).toHaveCount(0);
    await expect(homeInput(page)).toBeEnabled();
  });

  test("answers and their choices are text, never HTML", async ({ page }) => {
    // Stubbed: the real server never puts markup in an answer, so only a stub can show that markup from a
    // misbehaving server or model would be shown as text.
    const response = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    const title = "<b>Research</b>";
    await stubNavigator(page, {
      answer: answerFor({
        response,
        suggestedPage: title,
        confident: false,
        alternatives: [{ path: "/labs", title: '<img src=y onerror="window.__xss=2">' }],
      }),
    });
    await gotoHome(page);
    await homeInput(page).fill("x");
    await homeInput(page).press("Enter");
    const answer = page.getByTestId("navigator-answer");
    await expect(answer).toContainText(response);
    await expect(answer.getByRole("group", { name: "Did you mean…?" }).getByRole("button")).toHaveText([
      title,
      '<img src=y onerror="window.__xss=2">',
    ]);
    await expect(answer.locator("b, img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("a Korean request on the English home leads to an English page", async ({ page }) => {
    await gotoHome(page);
    const answer = nextAnswer(page);
    await homeInput(page).fill("백서 라이브러리");
    await homeInput(page).press("Enter");
    const body = await answer;
    expect(body.destination).toBe("/research/whitepaper-library");
    // Sure or not (the calibration decides), the way on leads to the English page.
    if (body.confident) {
      await expect(answerBox(page)).toContainText(
        `Would you like to go to the ${body.suggestedPage} section?`,
      );
      await page.getByRole("button", { name: "Yes, take me there" }).click();
    } else {
      await answerBox(page)
        .getByRole("group", { name: "Did you mean…?" })
        .getByRole("button")
        .first()
        .click();
    }
    await expect(page).toHaveURL(new RegExp(`${body.destination}$`));
  });
});

test.describe("IME", () => {
  test("Enter while a composition is in progress does not submit", async ({ page }) => {
    const traffic = watchNavigator(page);
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    const input = drawerInput(page);
    await input.fill("동형암호");
    const press = (isComposing: boolean) =>
      input.evaluate((el, composing) => {
        el.dispatchEvent(
          new KeyboardEvent("keydown", {
            key: "Enter",
            code: "Enter",
            isComposing: composing,
            bubbles: true,
            cancelable: true,
          }),
        );
      }, isComposing);
    await press(true);
    await flush(page);
    await expect(drawer(page).getByTestId("navigator-pending")).toHaveCount(0);
    await expect(drawer(page).getByTestId("navigator-answer")).toHaveCount(0);
    expect(traffic.navigations).toHaveLength(0);
    // The same key once the composition has ended does submit (so the check above could fail).
    await press(false);
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
    expect(traffic.navigations).toEqual([
      { sessionId: traffic.sessions[0], query: "동형암호", locale: "en" },
    ]);
  });
});

test.describe("drawer", () => {
  test("its code is not in the first load: it loads on first open", async ({ page }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/navigator-drawer-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    // Take away idle time, so that only opening can load the drawer.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await gotoHydrated(page, "/labs");
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await page.keyboard.press("Control+k");
    await expect(drawer(page)).toBeVisible();
    expect(chunks.length).toBeGreaterThan(0);
  });

  test("its code is prefetched once the page has gone quiet (2 s after load, when the browser is idle)", async ({
    page,
  }) => {
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/navigator-drawer-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await page.clock.install();
    await gotoHydrated(page, "/");
    await pauseNow(page);
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    const chunk = page.waitForRequest(/\/assets\/navigator-drawer-[^/]+\.js$/);
    await page.clock.runFor(2000);
    await page.clock.runFor(2100);
    await chunk;
  });

  test("the AI NAVIGATOR button opens a modal dialog; Escape closes it and focus returns to the button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/labs");
    const button = page.getByRole("banner").getByRole("button", { name: "AI NAVIGATOR" });
    await button.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawerInput(page)).toBeFocused();
    await expect(drawer(page).getByRole("tab", { name: "Chat" })).toHaveAttribute("aria-selected", "true");
    // Focus is trapped: tabbing around never leaves the dialog.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await drawer(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("Ctrl+K, Cmd+K and '/' open it; '/' inside a text field types a slash", async ({ page }) => {
    await gotoHydrated(page, "/ecosystem");
    await page.keyboard.press("Control+k");
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await page.keyboard.press("Meta+k");
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.keyboard.press("/");
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press("Escape");
    // /ecosystem opens its chat panel by default; typing "/" there stays in the field.
    const panelInput = page.getByRole("region", { name: "AI navigator chat" }).getByRole("textbox");
    await panelInput.click();
    await page.keyboard.type("a/b");
    await expect(panelInput).toHaveValue("a/b");
    await expect(drawer(page)).toHaveCount(0);
  });

  test("opening resets the last answer and creates a new session", async ({ page }) => {
    const traffic = watchNavigator(page);
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill(QUERIES.unknown);
    await drawerInput(page).press("Enter");
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
    await page.keyboard.press("Escape");
    await openDrawer(page);
    await expect(drawer(page).getByTestId("navigator-answer")).toHaveCount(0);
    expect(traffic.sessionRequests).toBe(2);
  });

  test("the visitor can cancel the auto-navigation", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await pauseNow(page);
    const answered = page.waitForResponse("**/api/chat/navigate");
    await drawerInput(page).fill(QUERIES.confident);
    await drawerInput(page).press("Enter");
    await answered;
    await tickUntilVisible(page, drawer(page).getByRole("button", { name: "Stay here" }));
    await drawer(page).getByRole("button", { name: "Stay here" }).click();
    await tick(page, 5000);
    await expect(page).toHaveURL(/\/labs$/);
    await expect(drawer(page).getByTestId("navigator-navigating")).toHaveCount(0);
    await expect(drawer(page).getByTestId("navigator-live")).toContainText("Navigation cancelled.");
  });

  test("recommendations appear under 'You might also like:' and navigate to /{name}", async ({ page }) => {
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    const answered = nextAnswer(page);
    await drawerInput(page).fill(QUERIES.unknown);
    await drawerInput(page).press("Enter");
    expect((await answered).recommendations).toEqual(["research", "devhub", "enterprise"]);
    const list = drawer(page)
      .getByRole("list")
      .filter({ has: page.getByRole("button", { name: "DevHub" }) });
    await expect(drawer(page).getByText("You might also like:")).toBeVisible();
    await expect(list.getByRole("button")).toHaveText(["Research", "DevHub", "Enterprise"]);
    await expect(drawer(page).getByTestId("navigator-navigating")).toHaveCount(0);
    await list.getByRole("button", { name: "DevHub" }).click();
    await expect(page).toHaveURL(/\/devhub$/);
    await expect(drawer(page)).toHaveCount(0);
  });

  test("a page offered as a choice is not recommended again", async ({ page }) => {
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    const answered = nextAnswer(page);
    await drawerInput(page).fill(QUERIES.unsure);
    await drawerInput(page).press("Enter");
    const answer = await answered;
    expect(answer.recommendations, "the engine also recommends DevHub").toContain("devhub");
    await expect(drawer(page).getByRole("group", { name: "Did you mean…?" })).toBeVisible();
    await expect(drawer(page).getByRole("button", { name: "DevHub", exact: true })).toHaveCount(1);
  });

  test("no second request while one is pending", async ({ page }) => {
    const traffic = watchNavigator(page);
    const release = await holdNavigation(page);
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill(QUERIES.unknown);
    await drawerInput(page).press("Enter");
    await expect(drawerInput(page)).toBeDisabled();
    await drawerInput(page).evaluate((el) =>
      el.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true })),
    );
    await drawer(page)
      .locator("form")
      .evaluate((form: HTMLFormElement) => form.requestSubmit());
    release();
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
    expect(traffic.navigations).toHaveLength(1);
  });

  test("axe finds no violation with the drawer open, on the Chat (with choices) and History tabs", async ({
    page,
  }) => {
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill(QUERIES.unknownWithChoices);
    await drawerInput(page).press("Enter");
    await expect(drawer(page).getByRole("group", { name: "Did you mean…?" })).toBeVisible();
    await expect(drawer(page).getByText("You might also like:")).toBeVisible();
    const chat = await new AxeBuilder({ page }).analyze();
    expect(chat.violations).toEqual([]);
    await drawer(page).getByRole("tab", { name: "History" }).click();
    await expect(drawer(page).getByRole("link", { name: /Cryptography Lab/ })).toBeVisible();
    const history = await new AxeBuilder({ page }).analyze();
    expect(history.violations).toEqual([]);
  });
});

test.describe("errors", () => {
  test.describe("server answering 500", () => {
    test.use({ expectedConsoleErrors: [/status of 500/] });
    test("shows the destructive 'Navigation Error' toast", async ({ page }) => {
      // Stubbed: the real server has no way to be made to fail with a 500.
      await stubNavigator(page, {
        navigate: (route) => route.fulfill({ status: 500, json: { error: "Internal", message: "boom" } }),
      });
      await gotoHome(page);
      await homeInput(page).fill("papers");
      await homeInput(page).press("Enter");
      const toast = errorToast(page);
      await expect(toast).toHaveCount(1);
      await expect(toast).toContainText("Navigation Error");
      await expect(toast).toContainText("Failed to process your request. Please try again.");
      await expect(homeInput(page)).toBeEnabled();
    });
  });

  test.describe("server unreachable", () => {
    test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_FAILED|net::/] });
    test("a dropped connection shows the toast", async ({ page }) => {
      // Stubbed: a connection that drops mid-request cannot be had from a running server.
      await stubNavigator(page, { navigate: (route) => route.abort("connectionrefused") });
      await gotoHydrated(page, "/labs");
      await openDrawer(page);
      await drawerInput(page).fill("papers");
      await drawerInput(page).press("Enter");
      await expect(errorToast(page)).toContainText("Navigation Error");
      await expect(errorToast(page)).toContainText("Failed to process your request. Please try again.");
    });

    test("without a session nothing is sent and the toast shows", async ({ page }) => {
      // Stubbed: the real server always issues a session; only a stub can make both attempts fail.
      const log = await stubNavigator(page, { session: (route) => route.abort("connectionrefused") });
      await page.goto("/");
      await expect.poll(() => log.sessions).toBe(1);
      await homeInput(page).fill("papers");
      await homeInput(page).press("Enter");
      await expect(errorToast(page)).toContainText("Navigation Error");
      // One more attempt to get a session was made at submit time; no navigation request ever was.
      expect(log.sessions).toBe(2);
      expect(log.navigations).toEqual([]);
    });
  });

  test.describe("expired session", () => {
    test.use({ expectedConsoleErrors: [/status of 404/] });
    // The real server rejects a forged session with 404 No session, as it does an expired one.
    test("a 404 renews the session and retries once, without an error", async ({ page }) => {
      const traffic = watchNavigator(page);
      await forgeSessions(page, 1);
      await gotoHome(page);
      await homeInput(page).fill(QUERIES.confident);
      await homeInput(page).press("Enter");
      await expect(answerBox(page)).toContainText("Would you like to go to the Whitepaper Library section?");
      expect(traffic.sessionRequests).toBe(2);
      // The page sent its first session (the server saw it forged), then the renewed one.
      expect(traffic.navigations.map((n) => n.sessionId)).toEqual(traffic.sessions);
      await expect(errorToast(page)).toHaveCount(0);
    });

    test("a second 404 is not retried again: the toast shows", async ({ page }) => {
      const traffic = watchNavigator(page);
      await forgeSessions(page);
      await gotoHome(page);
      await homeInput(page).fill(QUERIES.confident);
      await homeInput(page).press("Enter");
      await expect(errorToast(page)).toContainText("Navigation Error");
      expect(traffic.navigations).toHaveLength(2);
      expect(traffic.sessionRequests).toBe(2);
    });
  });
});

test.describe("chat panel", () => {
  test("open or closed per route, and the visitor's choice is remembered for the session", async ({
    page,
  }) => {
    await gotoHydrated(page, "/ecosystem");
    const toggle = page.getByRole("banner").getByRole("button", { name: /chat/i });
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "AI navigator chat" }).getByRole("textbox")).toBeVisible();

    await gotoHydrated(page, "/labs");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("region", { name: "AI navigator chat" })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const input = page.getByRole("region", { name: "AI navigator chat" }).getByRole("textbox");
    await input.fill(QUERIES.confident);
    await input.press("Enter");
    await expect(answerBox(page)).toContainText("Would you like to go to the Whitepaper Library section?");

    // A page that defaults to closed now opens it, even after a reload, since the visitor chose "open".
    await page.goto("/community");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await gotoHydrated(page, "/ecosystem");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
