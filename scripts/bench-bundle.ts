import { chromium } from "@playwright/test";
import path from "node:path";
import { startBuiltServer } from "./lib/serve-build";
import {
  collectFirstLoadFiles,
  everyPagePath,
  kb,
  measureFirstLoad,
  type FirstLoad,
  BUDGETS,
} from "./lib/first-load";

/**
 * `npm run bench:bundle`: per-route first-load JS/CSS (gzip and brotli) against the budgets in lib/first-load.ts, measured
 * in Chromium against the built server. Exits 1 when a budget is exceeded. Needs `npm run build` first.
 */
const server = await startBuiltServer(4820);
const base = server.base;
try {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  const rows: FirstLoad[] = [];
  for (const p of everyPagePath()) {
    rows.push(
      measureFirstLoad(path.resolve("dist/client"), p, await collectFirstLoadFiles(page, `${base}${p}`)),
    );
  }
  await browser.close();
  console.log(
    `${"route".padEnd(48)} ${"JS gz".padStart(9)} ${"CSS gz".padStart(9)} ${"total gz".padStart(9)} ${"total br".padStart(9)} ${"budget".padStart(9)}`,
  );
  let over = 0;
  for (const r of rows) {
    const total = r.jsGz + r.cssGz;
    const flag = total > r.budget ? "  OVER" : "";
    if (flag) over++;
    console.log(
      `${r.path.padEnd(48)} ${kb(r.jsGz).padStart(9)} ${kb(r.cssGz).padStart(9)} ${kb(total).padStart(9)} ${kb(r.jsBr + r.cssBr).padStart(9)} ${kb(r.budget).padStart(9)}${flag}`,
    );
  }
  const total = (r: FirstLoad) => r.jsGz + r.cssGz;
  for (const [name, inEdition] of [
    ["English", (r: FirstLoad) => !r.path.startsWith("/ko")],
    ["Korean", (r: FirstLoad) => r.path === "/ko" || r.path.startsWith("/ko/")],
  ] as const) {
    const edition = rows.filter(inEdition);
    const home = edition.find((r) => r.budget === BUDGETS.home);
    const others = edition.filter((r) => r !== home).map(total);
    console.log(
      `${name}: ${edition.length} routes; home ${kb(home ? total(home) : 0)}; largest other ${kb(Math.max(...others))}`,
    );
  }
  console.log(`over budget: ${over}`);
  process.exitCode = over > 0 ? 1 : 0;
} finally {
  server.stop();
}
