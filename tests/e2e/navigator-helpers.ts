import { expect, type Locator, type Page, type Request, type Response, type Route } from "@playwright/test";
import type { ChoiceRequest, NavigateResponse, NavigationAnswer } from "../../content/schemas/navigator";

export type Answer = NavigationAnswer;

/**
 * Requests whose answers the real engine is known to give (its unit tests hold it to every one of them): browser
 * tests ask these of the real server instead of stubbing its answers. Each test also checks the answer it got, so
 * an engine that changes its mind fails with that message rather than somewhere in the page.
 */
export const QUERIES = {
  /** Confident: the Whitepaper Library in either edition, with no other page worth offering beside it. */
  confident: "whitepaper library",
  /** Confident: the homomorphic-encryption research page, its scheme and libraries offered beside it. */
  confidentWithOthers: "homomorphic encryption",
  /**
   * Not sure: Developer Docs, with DevHub among the alternatives. (Not the page's exact title, "developer docs":
   * a request that is word for word one page's name is answered confidently.)
   */
  unsure: "developer reference",
  /** Out of scope (a consumer's own credit score), with the closest pages offered (the encrypted credit-scoring use case). */
  unknownWithChoices: "improve my credit score",
  /** Out of scope, nothing offered. */
  unknown: "weather",
  /** Not sure, in Korean ("zero-knowledge basics"): the research page first, the zk-SNARK core technology offered. */
  koreanUnsure: "영지식 기초",
  /**
   * Confident: a page asked for in the other edition from each (the Korean Whitepaper Library from English, the
   * English privacy policy from Korean).
   */
  otherEdition: {
    en: { query: "whitepaper library in korean", path: "/research/whitepaper-library" },
    ko: { query: "영문 개인정보처리방침", path: "/privacy" },
  },
} as const;

/** What the page sent to the real navigator API and what it answered. */
export interface NavigatorTraffic {
  /** Session requests sent, answered or not. */
  sessionRequests: number;
  /** The ids of the sessions the server issued, in order. */
  sessions: string[];
  navigations: Array<{ sessionId: string; query: string; locale?: string }>;
  choices: ChoiceRequest[];
  choiceStatuses: number[];
}

/** Watch the page's calls to the navigator API without changing them. */
export function watchNavigator(page: Page): NavigatorTraffic {
  const traffic: NavigatorTraffic = {
    sessionRequests: 0,
    sessions: [],
    navigations: [],
    choices: [],
    choiceStatuses: [],
  };
  const pathOf = (url: string) => new URL(url).pathname;
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const path = pathOf(request.url());
    if (path === "/api/chat/session") traffic.sessionRequests++;
    else if (path === "/api/chat/navigate") traffic.navigations.push(request.postDataJSON());
    else if (path === "/api/chat/choice") traffic.choices.push(request.postDataJSON() as ChoiceRequest);
  });
  page.on("response", (response) => {
    const path = pathOf(response.url());
    if (path === "/api/chat/choice") traffic.choiceStatuses.push(response.status());
    else if (path === "/api/chat/session" && response.ok())
      // A session answered while the test closes its page has no body left to read: it is not one the test uses.
      response.json().then(
        (body) => traffic.sessions.push((body as { id: string }).id),
        () => undefined,
      );
  });
  return traffic;
}

/** The next answer the real server gives to POST /api/chat/navigate. */
export async function nextAnswer(page: Page): Promise<NavigateResponse> {
  const response = await page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/chat/navigate",
  );
  return (await response.json()) as NavigateResponse;
}

/**
 * Hold the page's navigate requests until `release()`, then send them on to the real server: the pending state
 * lasts as long as a test needs it to, and the answer is still the engine's.
 */
export async function holdNavigation(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/chat/navigate", async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/**
 * Send the page's navigate requests with a session the server rejects, `times` times (all when omitted): the real
 * server answers 404 No session, as it does for an expired one.
 */
export async function forgeSessions(page: Page, times = Infinity): Promise<void> {
  let forged = 0;
  await page.route("**/api/chat/navigate", async (route, request) => {
    if (forged >= times) return route.continue();
    forged++;
    const body = request.postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, sessionId: "v1.0.forged.sig" }) });
  });
}

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
 * Stub the two navigator calls, for what the real server cannot be made to do (fail, or answer with markup).
 * `navigate` decides each answer (default: `answer`); `session` may fail them. Returns a live log of the requests.
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

/** Open a home page ("/" or "/ko") and wait until its box has hydrated (it creates its session in an effect). */
export async function gotoHome(page: Page, path = "/"): Promise<void> {
  const session = page.waitForResponse("**/api/chat/session");
  await page.goto(path);
  await session;
}

/** The visible answer of a navigator surface (the live region repeats its text for screen readers). */
export const answerBox = (scope: Page | Locator): Locator => scope.getByTestId("navigator-answer");

/** Open the drawer with the keyboard and wait for its session (either edition). */
export async function openDrawer(page: Page): Promise<void> {
  const session = page.waitForResponse("**/api/chat/session");
  await page.keyboard.press("Control+k");
  await session;
  await page.getByRole("dialog").getByRole("textbox").waitFor();
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

/** The choice reached the server (204) and is the only one the page sent: this session, this answer, this page. */
export async function expectChoiceRecorded(
  recorded: Promise<Response>,
  traffic: NavigatorTraffic,
  // Each field as the test read it from the traffic or the answer (possibly missing, which the comparison then shows).
  choice: { [K in keyof ChoiceRequest]: ChoiceRequest[K] | undefined },
): Promise<void> {
  expect((await recorded).status()).toBe(204);
  expect(traffic.choices).toEqual([choice]);
}
