/**
 * `npm run bench:interaction [-- --runs=N] [-- --first-paint-only | --settled-only]`: what a visitor's taps and keys get, measured in Chromium against the
 * built server (127.0.0.1), not what a page-load audit sees. Two tables:
 *
 * 1. **At first paint, on a phone** (Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbps, 4x CPU): the page is
 *    opened and, the moment it shows its first contentful paint, the visitor taps a control (or presses a key, or
 *    pastes a query and presses Enter once the page has loaded). Prints whether the action happened within
 *    `LOST_AFTER_MS` and how long after the tap.
 * 2. **Soon after load, 4x CPU** (no network throttling): the page has reached network idle, and the visitor
 *    clicks 1.5 s later (someone who clicks as soon as they have looked) and, in a second round, 5 s later. Prints
 *    the median of N runs of click -> dialog in the DOM, and -> its content.
 *
 * Both print the longest Event Timing duration of the run (what INP would report for that interaction). Needs
 * `npm run build` first. Not part of `npm test`: these are wall-clock figures.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { PHONE_CPU_SLOWDOWN, PHONE_VIEWPORT, throttle, waitForFirstPaint } from "./lib/phone-profile";
import { startBuiltServer } from "./lib/serve-build";

const args = process.argv.slice(2);
const runsArg = args.find((a) => a.startsWith("--runs="));
const runs = runsArg ? Number(runsArg.slice("--runs=".length)) : 3;
if (!Number.isInteger(runs) || runs < 1 || runs > 15) {
  console.error(`--runs must be a whole number from 1 to 15, got "${runsArg ?? ""}"`);
  process.exit(2);
}
const tables = {
  firstPaint: !args.includes("--settled-only"),
  settled: !args.includes("--first-paint-only"),
};
const LOST_AFTER_MS = 12_000;

interface Scenario {
  name: string;
  path: string;
  /** What the visitor does. */
  act: (page: Page) => Promise<void>;
  /** A CSS selector that matches once the action has visibly happened. */
  outcome: string;
  /** Settled table: a selector that matches once the dialog's content is there too. */
  ready?: string;
  /** When the visitor acts in the first table: at the first paint (default) or once the page has loaded. */
  at?: "paint" | "load";
}

const tapButton = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole("button", { name, exact: typeof name === "string" })
    .first()
    .tap();
};
const clickButton = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole("button", { name, exact: typeof name === "string" })
    .first()
    .click();
};

const DIALOG = "dialog[open], [role=dialog]";
const DIALOG_CONTENT = "dialog[open] [data-dialog-content] *";
const firstPaintScenarios: Scenario[] = [
  { name: "AI NAVIGATOR on /research", path: "/research", act: tapButton("AI NAVIGATOR"), outcome: DIALOG },
  {
    name: "contact on /enterprise/homomorphic-db",
    path: "/enterprise/homomorphic-db",
    act: tapButton("Talk to our FHE team"),
    outcome: DIALOG,
  },
  { name: "History on /", path: "/", act: tapButton("History"), outcome: DIALOG },
  {
    name: "Show chat on /labs",
    path: "/labs",
    act: tapButton("Show chat"),
    outcome: "section[aria-label='AI navigator chat'] form input",
  },
  {
    name: "Online Classroom on /research",
    path: "/research",
    act: tapButton(/Online Classroom/),
    outcome: "li[role=status], [data-variant]",
  },
  {
    name: "Ctrl+K on /ecosystem",
    path: "/ecosystem",
    act: (page) => page.keyboard.press("Control+k"),
    outcome: DIALOG,
  },
  {
    name: "paste + Enter in the home box",
    path: "/",
    at: "load",
    act: async (page) => {
      const input = page.getByRole("textbox").first();
      await input.fill("post-quantum encryption for my company");
      await input.press("Enter");
    },
    outcome: "[data-testid=navigator-answer]",
  },
];

const settledScenarios: Scenario[] = [
  {
    name: "drawer (/ko/research)",
    path: "/ko/research",
    act: clickButton("AI 내비게이터"),
    outcome: DIALOG,
    ready: DIALOG_CONTENT,
  },
  {
    name: "drawer (/research)",
    path: "/research",
    act: clickButton("AI NAVIGATOR"),
    outcome: DIALOG,
    ready: DIALOG_CONTENT,
  },
  { name: "drawer (/)", path: "/", act: clickButton("AI NAVIGATOR"), outcome: DIALOG, ready: DIALOG_CONTENT },
  {
    name: "history panel (/)",
    path: "/",
    act: clickButton("History"),
    outcome: DIALOG,
    ready: DIALOG_CONTENT,
  },
  {
    name: "contact dialog (/enterprise/homomorphic-db)",
    path: "/enterprise/homomorphic-db",
    act: clickButton("Talk to our FHE team"),
    outcome: DIALOG,
    ready: DIALOG_CONTENT,
  },
];

/**
 * Installed before any page script: the time of the visitor's first input and the longest Event Timing entry.
 * Page-side code is written as strings: tsx would wrap named functions in a helper the page does not have.
 */
const INSTRUMENT = `
  window.__bench = { input: null, longestEvent: 0 };
  for (const type of ["pointerdown", "keydown", "touchstart"]) {
    addEventListener(type, (event) => { if (window.__bench.input === null) window.__bench.input = event.timeStamp; },
      { capture: true, passive: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longestEvent = Math.max(window.__bench.longestEvent, entry.duration);
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

/** Resolves with the page's clock when `selector` first matches (checked on every DOM change), or null. */
async function whenMatched(page: Page, selector: string, timeoutMs: number): Promise<number | null> {
  return page.evaluate(`new Promise((resolve) => {
    const selector = ${JSON.stringify(selector)};
    if (document.querySelector(selector)) return resolve(performance.now());
    const observer = new MutationObserver(() => {
      if (!document.querySelector(selector)) return;
      observer.disconnect();
      resolve(performance.now());
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true });
    setTimeout(() => { observer.disconnect(); resolve(null); }, ${timeoutMs});
  })`);
}

interface Outcome {
  happened: boolean;
  /** From the visitor's input to the outcome in the DOM, ms. */
  delay: number | null;
  /** From the visitor's input to the dialog's content in the DOM, ms. */
  readyDelay: number | null;
  longestEvent: number;
}

/** How long after network idle the visitor clicks in the second table, ms. */
const CLICK_AFTER_IDLE_MS = [1500, 5000] as const;

async function measure(
  browser: Browser,
  base: string,
  s: Scenario,
  profile: "phone" | "settled",
  afterIdleMs = 0,
) {
  const context = await browser.newContext(profile === "phone" ? PHONE_VIEWPORT : {});
  const page = await context.newPage();
  try {
    await page.addInitScript(INSTRUMENT);
    await throttle(page, profile === "phone" ? undefined : { cpu: PHONE_CPU_SLOWDOWN });
    if (profile === "phone") {
      await page.goto(`${base}${s.path}`, { waitUntil: "commit" });
      if (s.at === "load") await page.waitForLoadState("load");
      else await waitForFirstPaint(page);
    } else {
      await page.goto(`${base}${s.path}`, { waitUntil: "networkidle" });
      await page.waitForTimeout(afterIdleMs);
    }
    const matched = whenMatched(page, s.outcome, LOST_AFTER_MS);
    const ready = s.ready ? whenMatched(page, s.ready, LOST_AFTER_MS) : Promise.resolve(null);
    await s.act(page);
    const at = await matched;
    const readyAt = await ready;
    const { input, longestEvent } = (await page.evaluate("window.__bench")) as {
      input: number | null;
      longestEvent: number;
    };
    return {
      happened: at !== null,
      delay: at !== null && input !== null ? at - input : null,
      readyDelay: readyAt !== null && input !== null ? readyAt - input : null,
      longestEvent,
    } satisfies Outcome;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : ((s[(s.length - 1) >> 1] ?? 0) + (s[s.length >> 1] ?? 0)) / 2;
};
const ms = (x: number | null) => (x === null || Number.isNaN(x) ? "-" : `${Math.round(x)}`);

const server = await startBuiltServer(4850, { RATE_LIMIT_PER_MINUTE: "0" });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  if (tables.firstPaint)
    console.log(
      `At first paint on a phone (150 ms RTT, 1.6 Mbps, ${PHONE_CPU_SLOWDOWN}x CPU), ${runs} runs each\n` +
        `${"interaction".padEnd(40)} honoured  tap->done ms (each run)       longest event ms`,
    );
  for (const s of tables.firstPaint ? firstPaintScenarios : []) {
    const results: Outcome[] = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, server.base, s, "phone"));
    const honoured = results.filter((r) => r.happened).length;
    const delays = results.map((r) => (r.happened ? ms(r.delay) : "lost")).join(" / ");
    console.log(
      `${s.name.padEnd(40)} ${`${honoured}/${runs}`.padEnd(9)} ${delays.padEnd(30)} ${ms(Math.max(...results.map((r) => r.longestEvent)))}`,
    );
  }
  for (const afterIdle of tables.settled ? CLICK_AFTER_IDLE_MS : []) {
    console.log(
      `\nClick ${afterIdle / 1000} s after network idle, ${PHONE_CPU_SLOWDOWN}x CPU, median of ${runs} (ms from the click)\n` +
        `${"click ->".padEnd(44)} ${"dialog in the DOM".padEnd(34)} ${"its content in the DOM".padEnd(34)} longest event`,
    );
    for (const s of settledScenarios) {
      const results: Outcome[] = [];
      for (let i = 0; i < runs; i++)
        results.push(await measure(browser, server.base, s, "settled", afterIdle));
      const column = (pick: (r: Outcome) => number | null) => {
        const values = results.map(pick).filter((v): v is number => v !== null);
        const lost = results.length - values.length;
        return `${ms(median(values)).padStart(5)} (${results.map((r) => ms(pick(r))).join(" / ")})${lost ? ` ${lost} lost` : ""}`;
      };
      console.log(
        `${s.name.padEnd(44)} ${column((r) => r.delay).padEnd(34)} ${(s.ready ? column((r) => r.readyDelay) : "-").padEnd(34)} ${ms(Math.max(...results.map((r) => r.longestEvent)))}`,
      );
    }
  }
} finally {
  await browser.close();
  server.stop();
}
