import type { SiteConfig } from "../../content/site";

declare const __SITE_CONFIG__: SiteConfig;

/** The site config resolved from the environment at build time (vite.config.ts `define`). */
export const site: SiteConfig = __SITE_CONFIG__;
