import { startTransition } from "react";
import { resolvePath } from "../content/resolve";
import { enforceCacheVersion } from "./lib/cache-version";
import { editionPath } from "./lib/edition";
import { afterFirstInteraction } from "./lib/early";
import { mountRoot } from "./lib/mount-root";
import { nextTask } from "./lib/next-task";
import { usesInnerHeader } from "./lib/route-chunks";
import { Root } from "./root";
import { pages } from "./router/pages";
import { SiteHeader } from "./layout/lazy-header";
import "./styles.css";

/**
 * The app's entry. In production the page script (app/boot.ts) has already evaluated React and, after this entry,
 * the page's chunks, each in a task of its own, and calls `start` then; the dev server has no page script, so
 * `start` runs at once. docs/performance.md tells the whole sequence.
 */
async function start(): Promise<void> {
  // When the app began (after the first paint in production); browser tests check that order.
  performance.mark("app:start");
  // Before anything reads storage or caches data.
  enforceCacheVersion();
  await nextTask();
  // The page's and the header's code are evaluated already: these resolve at once, and the page hydrates in one
  // pass instead of suspending on its own code.
  // The registry holds this edition's paths ("/ko/labs" is "/labs" in the Korean build).
  const page = resolvePath(editionPath(window.location.pathname));
  // A module that cannot be loaded is the page's error boundary's to report (with a reload); the rest of the app
  // (header, navigator) still starts.
  await Promise.all([
    pages[page.route.page].preload(),
    usesInnerHeader(page) ? SiteHeader.preload() : null,
  ]).catch(() => undefined);
  // React DOM's client registers every DOM event it handles when first imported: a task of its own.
  const client = await import("react-dom/client");
  await nextTask();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the document");
  // A transition makes the hydration interruptible: React renders it in slices of about 5 ms instead of one
  // synchronous render of everything outside Suspense boundaries.
  startTransition(() => {
    mountRoot(container, <Root />, client);
  });
  void afterFirstInteraction()
    .then(() => import("./lib/site-font"))
    .then(
      (fonts) => fonts.startFonts(),
      () => undefined,
    );
}

const boot = window.__nullspaceBoot;
if (boot) boot.run(() => void start());
else void start();
