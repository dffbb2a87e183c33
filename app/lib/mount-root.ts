import type { ReactNode } from "react";
import type { createRoot, hydrateRoot } from "react-dom/client";

export interface ReactDomClient {
  createRoot: typeof createRoot;
  hydrateRoot: typeof hydrateRoot;
}

/**
 * Hydrates the prerendered page in `container`, or renders the app there when there is no page to hydrate: the dev
 * server serves index.html as it is (only the `<!--app-html-->` marker), and hydrating an empty container makes
 * React log a hydration error before it renders from scratch anyway.
 */
export function mountRoot(
  container: Element,
  app: ReactNode,
  client: ReactDomClient,
): "hydrated" | "rendered" {
  if (container.firstElementChild) {
    client.hydrateRoot(container, app);
    return "hydrated";
  }
  client.createRoot(container).render(app);
  return "rendered";
}
