import { hydrateRoot } from "react-dom/client";
import { resolvePath } from "../content/resolve";
import { enforceCacheVersion } from "./lib/cache-version";
import { usesInnerHeader } from "./lib/route-chunks";
import { Root } from "./root";
import { pages } from "./router/pages";
import { SiteHeader } from "./layout/lazy-header";
import "./styles.css";

async function start(): Promise<void> {
  // When the app began (after the first paint in production, ADR 0047); a browser test checks that order.
  performance.mark("app:start");
  // Before anything reads storage or caches data.
  enforceCacheVersion();
  // Load the current page's code before hydrating, so hydration never suspends on it.
  const page = resolvePath(window.location.pathname);
  await Promise.all([pages[page.route.page].preload(), usesInnerHeader(page) ? SiteHeader.preload() : null]);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the document");
  hydrateRoot(container, <Root />);
}

void start();
