import { startTransition } from "react";
import { resolvePath } from "../content/resolve";
import { enforceCacheVersion } from "./lib/cache-version";
import { evaluateModules } from "./lib/evaluate-modules";
import { mountRoot } from "./lib/mount-root";
import { nextTask } from "./lib/next-task";
import { routeChunksInDocument, usesInnerHeader } from "./lib/route-chunks";
import { Root } from "./root";
import { pages } from "./router/pages";
import { SiteHeader } from "./layout/lazy-header";
import "./styles.css";

async function start(): Promise<void> {
  // When the app began (after the first paint in production, ADR 0047); a browser test checks that order.
  performance.mark("app:start");
  // Every step below is a task of its own, so none blocks input for long (ADR 0050). The entry's own evaluation
  // is the first task.
  await nextTask();
  // Before anything reads storage or caches data. The first storage access of a page can take milliseconds.
  enforceCacheVersion();
  await nextTask();
  // Load the current page's code before hydrating, so hydration never suspends on it: first the chunks the
  // prerender listed, one module per task, then the page and header modules, which find them evaluated.
  await evaluateModules(routeChunksInDocument());
  const page = resolvePath(window.location.pathname);
  await Promise.all([pages[page.route.page].preload(), usesInnerHeader(page) ? SiteHeader.preload() : null]);
  // React DOM's client initialises itself when first imported (it registers every DOM event it handles): a task
  // of its own too, instead of part of the entry's evaluation.
  const client = await import("react-dom/client");
  await nextTask();
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the document");
  // A transition makes the whole hydration interruptible: React renders it in slices of about 5 ms. Outside one,
  // React hydrates everything outside Suspense boundaries in one synchronous render.
  startTransition(() => {
    mountRoot(container, <Root />, client);
  });
}

void start();
