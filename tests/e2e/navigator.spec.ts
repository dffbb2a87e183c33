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
  gotoHome,
  gotoHydrated,
  answerBox,
  homeInput,
  openDrawer,
  stubNavigator,
  tick,
  tickUntilVisible,
} from "./navigator-helpers";

/** The destructive toast (Radix also renders a screen-reader copy of its text, so match the toast itself). */
const errorToast = (page: Page) => page.locator('[data-variant="destructive"]');

const pauseNow = (page: Page) => page.clock.pauseAt(Date.now() + 1000);

test.describe("helper phrases", () => {
  test("the home box rotates its six phrases every 8 s", async ({ page }) => {
    await stubNavigator(page);
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
    await stubNavigator(page);
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
    const log = await stubNavigator(page);
    await gotoHome(page);
    expect(log.sessions).toBe(1);
    const submit = page.getByRole("main").getByRole("button", { name: "Ask" });
    await expect(submit).toBeDisabled();
    await homeInput(page).fill("   ");
    await expect(submit).toBeDisabled();
    await homeInput(page).press("Enter");
    await homeInput(page).fill("  research papers  ");
    await expect(submit).toBeEnabled();
    await homeInput(page).press("Enter");
    await expect(page.getByTestId("navigator-answer")).toBeVisible();
    expect(log.navigations).toEqual([{ sessionId: "session-1", query: "research papers", locale: "en" }]);
  });

  test("pending: input and button disabled, THINKING... shown and announced", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await stubNavigator(page, {
      navigate: async (route) => {
        await gate;
        await route.fulfill({ json: answerFor() });
      },
    });
    await gotoHome(page);
    await homeInput(page).fill("papers");
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
    await expect(live).toContainText("Would you like to go to the Research section?");
  });

  test("'No, let me try again' clears the answer; 'Yes' navigates, adding the leading slash", async ({
    page,
  }) => {
    await stubNavigator(page, { answer: answerFor({ destination: "devhub", suggestedPage: "DevHub" }) });
    await gotoHome(page);
    const main = page.getByRole("main");
    await homeInput(page).fill("sdk");
    await homeInput(page).press("Enter");
    await expect(answerBox(main)).toContainText("Would you like to go to the DevHub section?");
    await main.getByRole("button", { name: "No, let me try again" }).click();
    await expect(page.getByTestId("navigator-answer")).toHaveCount(0);
    await expect(homeInput(page)).toBeFocused();
    await expect(page).toHaveURL(/\/$/);

    await homeInput(page).press("Enter");
    await main.getByRole("button", { name: "Yes, take me there" }).click();
    await expect(page).toHaveURL(/\/devhub$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/DevHub/);
  });

  test("an unknown destination shows the response without the question", async ({ page }) => {
    await stubNavigator(page, {
      answer: answerFor({ destination: "unknown", suggestedPage: "", response: "I can help with research." }),
    });
    await gotoHome(page);
    await homeInput(page).fill("weather");
    await homeInput(page).press("Enter");
    await expect(page.getByTestId("navigator-answer")).toHaveText("I can help with research.");
    await expect(page.getByRole("button", { name: "Yes, take me there" })).toHaveCount(0);
    await expect(homeInput(page)).toBeEnabled();
  });

  test("answers are text, never HTML", async ({ page }) => {
    const response = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    await stubNavigator(page, { answer: answerFor({ response }) });
    await gotoHome(page);
    await homeInput(page).fill("x");
    await homeInput(page).press("Enter");
    const answer = page.getByTestId("navigator-answer");
    await expect(answer).toContainText(response);
    await expect(answer.locator("b, img")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  test("against the real API: a Korean request leads to a real page", async ({ page }) => {
    await gotoHome(page);
    const answer = page.waitForResponse("**/api/chat/navigate");
    await homeInput(page).fill("동형암호 논문 보여줘");
    await homeInput(page).press("Enter");
    const body = (await (await answer).json()) as { destination: string; suggestedPage: string };
    expect(body.destination).toMatch(/^\//);
    await expect(answerBox(page)).toContainText(`Would you like to go to the ${body.suggestedPage} section?`);
    await page.getByRole("button", { name: "Yes, take me there" }).click();
    await expect(page).toHaveURL(new RegExp(`${body.destination}$`));
  });
});

test.describe("IME", () => {
  test("Enter while a composition is in progress does not submit", async ({ page }) => {
    const log = await stubNavigator(page);
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
    expect(log.navigations).toHaveLength(0);
    // The same key once the composition has ended does submit (so the check above could fail).
    await press(false);
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
    expect(log.navigations).toEqual([{ sessionId: "session-1", query: "동형암호", locale: "en" }]);
  });
});

test.describe("drawer", () => {
  test("its code is not in the first load: it loads on first open", async ({ page }) => {
    await stubNavigator(page);
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
    await stubNavigator(page);
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
    await stubNavigator(page);
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
    await stubNavigator(page);
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
    const log = await stubNavigator(page, {
      answer: answerFor({ destination: "unknown", response: "Hmm." }),
    });
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill("x");
    await drawerInput(page).press("Enter");
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
    await page.keyboard.press("Escape");
    await openDrawer(page);
    await expect(drawer(page).getByTestId("navigator-answer")).toHaveCount(0);
    expect(log.sessions).toBe(2);
  });

  test("a known destination is announced and followed after 1500 ms, closing the drawer", async ({
    page,
  }) => {
    await stubNavigator(page, { answer: answerFor({ destination: "/devhub", response: "DevHub it is." }) });
    await page.clock.install();
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await pauseNow(page);
    const answered = page.waitForResponse("**/api/chat/navigate");
    await drawerInput(page).fill("sdk");
    await drawerInput(page).press("Enter");
    await answered;
    await tickUntilVisible(page, drawer(page).getByTestId("navigator-navigating"));
    await expect(drawer(page).getByTestId("navigator-navigating")).toHaveText("Navigating to /devhub...");
    await expect(drawer(page).getByTestId("navigator-live")).toHaveText(
      "DevHub it is. Navigating to /devhub...",
    );
    await tick(page, 1499);
    await expect(page).toHaveURL(/\/labs$/);
    await expect(drawer(page)).toBeVisible();
    await tick(page, 1);
    await expect(page).toHaveURL(/\/devhub$/);
    await expect(drawer(page)).toHaveCount(0);
    // React reveals the lazily loaded page on a timer of its own: let time flow again.
    await page.clock.resume();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/DevHub/);
  });

  test("the visitor can cancel the auto-navigation", async ({ page }) => {
    await stubNavigator(page, { answer: answerFor({ destination: "/devhub" }) });
    await page.clock.install();
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await pauseNow(page);
    const answered = page.waitForResponse("**/api/chat/navigate");
    await drawerInput(page).fill("sdk");
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
    await stubNavigator(page, {
      answer: answerFor({ destination: "unknown", recommendations: ["research", "labs"] }),
    });
    await gotoHydrated(page, "/ecosystem");
    await openDrawer(page);
    await drawerInput(page).fill("anything");
    await drawerInput(page).press("Enter");
    await expect(drawer(page).getByText("You might also like:")).toBeVisible();
    await expect(drawer(page).getByTestId("navigator-navigating")).toHaveCount(0);
    await drawer(page).getByRole("button", { name: /Labs/ }).click();
    await expect(page).toHaveURL(/\/labs$/);
    await expect(drawer(page)).toHaveCount(0);
  });

  test("no second request while one is pending", async ({ page }) => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const log = await stubNavigator(page, {
      navigate: async (route) => {
        await gate;
        await route.fulfill({ json: answerFor({ destination: "unknown" }) });
      },
    });
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill("one");
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
    expect(log.navigations).toHaveLength(1);
  });

  test("axe finds no violation with the drawer open, on the Chat and History tabs", async ({ page }) => {
    await stubNavigator(page, {
      answer: answerFor({ destination: "unknown", recommendations: ["research"] }),
    });
    await gotoHydrated(page, "/labs");
    await openDrawer(page);
    await drawerInput(page).fill("x");
    await drawerInput(page).press("Enter");
    await expect(drawer(page).getByTestId("navigator-answer")).toBeVisible();
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
      await stubNavigator(page, { navigate: (route) => route.abort("connectionrefused") });
      await gotoHydrated(page, "/labs");
      await openDrawer(page);
      await drawerInput(page).fill("papers");
      await drawerInput(page).press("Enter");
      await expect(errorToast(page)).toContainText("Navigation Error");
      await expect(errorToast(page)).toContainText("Failed to process your request. Please try again.");
    });

    test("without a session nothing is sent and the toast shows", async ({ page }) => {
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
    test("a 404 renews the session and retries once, without an error", async ({ page }) => {
      const log = await stubNavigator(page, {
        navigate: (route, _request, index) =>
          index === 0
            ? route.fulfill({ status: 404, json: { error: "No session", message: "expired" } })
            : route.fulfill({ json: answerFor() }),
      });
      await gotoHome(page);
      await homeInput(page).fill("papers");
      await homeInput(page).press("Enter");
      await expect(answerBox(page)).toContainText("Would you like to go to the Research section?");
      expect(log.sessions).toBe(2);
      expect(log.navigations.map((n) => n.sessionId)).toEqual(["session-1", "session-2"]);
      await expect(errorToast(page)).toHaveCount(0);
    });

    test("a second 404 is not retried again: the toast shows", async ({ page }) => {
      const log = await stubNavigator(page, {
        navigate: (route) =>
          route.fulfill({ status: 404, json: { error: "No session", message: "expired" } }),
      });
      await gotoHome(page);
      await homeInput(page).fill("papers");
      await homeInput(page).press("Enter");
      await expect(errorToast(page)).toContainText("Navigation Error");
      expect(log.navigations).toHaveLength(2);
      expect(log.sessions).toBe(2);
    });

    test("against the real API: a forged session is renewed transparently", async ({ page }) => {
      await gotoHome(page);
      // Make the next navigate call carry a session the server will reject.
      let forged = false;
      await page.route("**/api/chat/navigate", async (route, request) => {
        if (forged) return route.continue();
        forged = true;
        const body = request.postDataJSON() as { query: string };
        await route.continue({
          postData: JSON.stringify({ sessionId: "v1.0.forged.sig", query: body.query }),
        });
      });
      await homeInput(page).fill("whitepaper library");
      await homeInput(page).press("Enter");
      await expect(answerBox(page)).toContainText(/Would you like to go to the .+ section\?/);
      await expect(errorToast(page)).toHaveCount(0);
    });
  });
});

test.describe("chat panel", () => {
  test("open or closed per route, and the visitor's choice is remembered for the session", async ({
    page,
  }) => {
    await stubNavigator(page);
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
    await input.fill("papers");
    await input.press("Enter");
    await expect(answerBox(page)).toContainText("Would you like to go to the Research section?");

    // A page that defaults to closed now opens it, even after a reload, since the visitor chose "open".
    await page.goto("/community");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toggle.click();
    await gotoHydrated(page, "/ecosystem");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
