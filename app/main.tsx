import { hydrate } from "@tanstack/react-query";
import { hydrateRoot } from "react-dom/client";
import { resolvePath } from "../content/resolve";
import { enforceCacheVersion } from "./lib/cache-version";
import { createQueryClient } from "./lib/query-client";
import { QUERY_STATE_ID } from "./lib/ssr-ids";
import { Root } from "./root";
import { pages } from "./router/pages";
import { SiteHeader } from "./layout/lazy-header";
import "./styles.css";

function readQueryState(): unknown {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function start(): Promise<void> {
  const queryClient = createQueryClient();
  // The marker check runs first so that it can never wipe the data the page was rendered with.
  enforceCacheVersion(queryClient);
  const state = readQueryState();
  if (state) hydrate(queryClient, state);
  // Load the current page's code before hydrating, so hydration never suspends on it.
  const page = resolvePath(window.location.pathname);
  await Promise.all([
    pages[page.route.page].preload(),
    page.route.id === "home" ? null : SiteHeader.preload(),
  ]);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from the document");
  hydrateRoot(container, <Root queryClient={queryClient} />);
}

void start();
