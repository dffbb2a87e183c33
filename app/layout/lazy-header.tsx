import { lazy } from "react";

const load = () => import("./site-header");

/**
 * The inner-page header (with Radix Tooltip) is its own chunk so the home page's first load never pays for it;
 * main.tsx preloads it before hydrating an inner page.
 */
export const SiteHeader = Object.assign(
  lazy(() => load().then((m) => ({ default: m.SiteHeader }))),
  { preload: load },
);
