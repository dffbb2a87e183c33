import { z } from "zod";
import { buildSiteConfig, type SiteConfig } from "./site";

/** Environment variables that shape the site's visible config; parsed by the server and the build. */
export const siteEnvSchema = z.object({
  CONTACT_EMAIL: z.email("CONTACT_EMAIL must be an e-mail address").default("contact@nullspace.example"),
  SITE_URL: z.url("SITE_URL must be an absolute URL").default("http://localhost:5000"),
  LAB_SITE_URL: z.url("LAB_SITE_URL must be an absolute URL").default("https://lab.nullspace.example"),
  GITHUB_URL: z.union([z.url(), z.literal("")]).default("https://github.com/nullspace-crypto"),
  TWITTER_URL: z.union([z.url(), z.literal("")]).default(""),
  FORM_RELAY_URL: z.union([z.url("FORM_RELAY_URL must be an absolute URL"), z.literal("")]).default(""),
  /**
   * Record the navigator's decisions and the visitors' feedback (no personal data) for npm run navigator:report,
   * and for how many days. Read by the server, and by the build for the privacy policy, which states them.
   */
  NAVIGATOR_LOG: z.enum(["on", "off"]).default("on"),
  NAVIGATOR_LOG_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
});

type EnvLike = Record<string, string | undefined>;

/** Empty strings from a shell (`CONTACT_EMAIL=`) mean "unset" except for the social links, where "" disables. */
export function siteConfigFromEnv(env: EnvLike): SiteConfig {
  const picked: EnvLike = {};
  for (const key of Object.keys(siteEnvSchema.shape)) {
    const value = env[key];
    if (value !== undefined && (value !== "" || key === "GITHUB_URL" || key === "TWITTER_URL"))
      picked[key] = value;
  }
  const e = siteEnvSchema.parse(picked);
  return buildSiteConfig({
    contactEmail: e.CONTACT_EMAIL,
    siteUrl: e.SITE_URL,
    labUrl: e.LAB_SITE_URL,
    githubUrl: e.GITHUB_URL || null,
    twitterUrl: e.TWITTER_URL || null,
    formRelayUrl: e.FORM_RELAY_URL,
    navigatorLogDays: e.NAVIGATOR_LOG === "on" ? e.NAVIGATOR_LOG_DAYS : null,
  });
}
