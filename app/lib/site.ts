import type { SiteConfig } from "../../content/site";
import { siteText } from "../../content/site-text";

declare const __SITE_CONFIG__: SiteConfig;

/**
 * The site config resolved from the environment at build time (vite.config.ts `define`), with the names and the
 * tagline in this build's language (the Korean build reads content/ko/site-text.ts).
 */
export const site: SiteConfig = {
  ...__SITE_CONFIG__,
  brand: siteText.brand,
  hubTitle: siteText.hubTitle,
  tagline: siteText.tagline,
  lab: { ...__SITE_CONFIG__.lab, name: siteText.lab.name, operatedBy: siteText.lab.operatedBy },
};
