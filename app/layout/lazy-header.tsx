import { lazyComponent } from "../lib/lazy-component";

/**
 * The inner-page header (with Radix Tooltip) is its own chunk so the home page's first load never pays for it;
 * the app preloads it before hydrating an inner page.
 */
export const SiteHeader = lazyComponent(
  () => import("./site-header"),
  (m) => m.SiteHeader,
);
