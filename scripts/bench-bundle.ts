import { chromium } from "@playwright/test";
import path from "node:path";
import { allPages } from "../content/resolve";
import { startBuiltServer } from "./lib/serve-build";
import { collectFirstLoadFiles, kb, measureFirstLoad, type FirstLoad } from "./lib/first-load";

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
  for (const p of allPages()) {
    rows.push(
      measureFirstLoad(
        path.resolve("dist/client"),
        p.path,
        await collectFirstLoadFiles(page, `${base}${p.path}`),
      ),
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
  const totals = rows.map((r) => r.jsGz + r.cssGz);
  console.log(
    `\n${rows.length} routes; largest ${kb(Math.max(...totals))}; home ${kb(totals[0] ?? 0)}; over budget: ${over}`,
  );
  process.exitCode = over > 0 ? 1 : 0;
} finally {
  server.stop();
}
