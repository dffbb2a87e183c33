import type { Locator, Page, Request, Route } from "@playwright/test";
import type { NavigationAnswer } from "../../content/schemas/navigator";

export type Answer = NavigationAnswer;

export const answerFor = (over: Partial<Answer> = {}): Answer => ({
  response: "The Research section is the best match for that.",
  destination: "/research",
  suggestedPage: "Research",
  recommendations: [],
  confident: true,
  alternatives: [],
  ...over,
});

/** Counts of the calls the page made, and the session ids it sent. */
export interface ApiLog {
  sessions: number;
  navigations: Array<{ sessionId: string; query: string }>;
}

/**
 * Stub the two navigator calls. `navigate` decides each answer (default: `answer`); `session` may fail them.
 * Returns a live log of the requests.
 */
export async function stubNavigator(
  page: Page,
  options: {
    answer?: Answer;
    navigate?: (route: Route, request: Request, index: number) => Promise<void>;
    session?: (route: Route, index: number) => Promise<void>;
  } = {},
): Promise<ApiLog> {
  const log: ApiLog = { sessions: 0, navigations: [] };
  await page.route("**/api/chat/session", async (route) => {
    const index = log.sessions++;
    if (options.session) return options.session(route, index);
    await route.fulfill({ json: { id: `session-${index + 1}` } });
  });
  await page.route("**/api/chat/navigate", async (route, request) => {
    const body = request.postDataJSON() as { sessionId: string; query: string };
    const index = log.navigations.push(body) - 1;
    if (options.navigate) return options.navigate(route, request, index);
    await route.fulfill({ json: options.answer ?? answerFor() });
  });
  return log;
}

export const homeInput = (page: Page): Locator =>
  page.getByRole("main").getByRole("textbox", { name: "Ask the AI navigator where to go" });

export const drawer = (page: Page): Locator => page.getByRole("dialog", { name: "AI Navigator" });

export const drawerInput = (page: Page): Locator =>
  drawer(page).getByRole("textbox", { name: "Ask the AI navigator where to go" });

/**
 * Wait until the app has hydrated: the history provider stores the first visit from an effect, so a stored
 * history means effects (and keyboard listeners) are live.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => sessionStorage.getItem("nullspace:visit-history") !== null);
}

/** Open a page and wait for hydration. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
}

/** Open the home page and wait until its box has hydrated (it creates its session in an effect). */
export async function gotoHome(page: Page): Promise<void> {
  const session = page.waitForResponse("**/api/chat/session");
  await page.goto("/");
  await session;
}

/** The visible answer of a navigator surface (the live region repeats its text for screen readers). */
export const answerBox = (scope: Page | Locator): Locator => scope.getByTestId("navigator-answer");

/** Open the drawer with the keyboard and wait for its session. */
export async function openDrawer(page: Page): Promise<void> {
  const session = page.waitForResponse("**/api/chat/session");
  await page.keyboard.press("Control+k");
  await session;
  await drawerInput(page).waitFor();
}

/**
 * Let React render what the last timers scheduled: its scheduler posts a MessageChannel task (not faked by the
 * clock), and a task posted now runs after it.
 */
export async function flush(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      }),
  );
}

/** Advance the paused clock by `ms` and let React render the result (and run its effects). */
export async function tick(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await flush(page);
  await flush(page);
}

/**
 * With the clock paused, an answer reaches the screen only when due timers run (TanStack Query notifies
 * through setTimeout 0): run them without moving time until `target` shows, so the answer's own timers start at
 * the paused instant.
 */
export async function tickUntilVisible(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await target.isVisible()) return;
    await tick(page, 0);
  }
  throw new Error("the answer never showed");
}

/** Advance the paused clock in `step` ms until `read` changes; returns the ms advanced. */
export async function advanceUntilChanged(
  page: Page,
  read: () => Promise<string | null>,
  step: number,
  limit: number,
): Promise<number> {
  const start = await read();
  for (let elapsed = step; elapsed <= limit; elapsed += step) {
    await tick(page, step);
    if ((await read()) !== start) return elapsed;
  }
  throw new Error(`no change within ${limit} ms`);
}
