import { siteText } from "./site-text";

/**
 * Site-wide configuration as the app sees it. Built from the environment by `site-env.ts` (server and build
 * scripts only, so zod stays out of the client bundle) and handed to the client at build time.
 */
export interface SiteConfig {
  brand: string;
  hubTitle: string;
  tagline: string;
  contactEmail: string;
  siteUrl: string;
  lab: { name: string; operatedBy: string; url: string };
  social: { github: string | null; twitter: string | null; discord: string | null };
  /** Where the contact form posts (`{formRelayUrl}/{contactEmail}`): the built-in relay unless FORM_RELAY_URL. */
  formRelayUrl: string;
  /** Days the navigator's decision log is kept (NAVIGATOR_LOG_DAYS); null when nothing is logged (NAVIGATOR_LOG=off). */
  navigatorLogDays: number | null;
}

export interface SiteValues {
  contactEmail: string;
  siteUrl: string;
  labUrl: string;
  githubUrl: string | null;
  twitterUrl: string | null;
  /** A third-party FormSubmit-style relay; empty or absent means the built-in `/api/relay`. */
  formRelayUrl?: string;
  navigatorLogDays: number | null;
}

export function buildSiteConfig(v: SiteValues): SiteConfig {
  return {
    brand: siteText.brand,
    hubTitle: siteText.hubTitle,
    tagline: siteText.tagline,
    contactEmail: v.contactEmail,
    siteUrl: v.siteUrl.replace(/\/$/, ""),
    lab: { name: siteText.lab.name, operatedBy: siteText.lab.operatedBy, url: v.labUrl },
    social: { github: v.githubUrl, twitter: v.twitterUrl, discord: null },
    formRelayUrl: (v.formRelayUrl || "/api/relay").replace(/\/$/, ""),
    navigatorLogDays: v.navigatorLogDays,
  };
}
