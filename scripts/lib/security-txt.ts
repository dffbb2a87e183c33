import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { absolutePath, editions } from "../../content/editions";
import { LOCALES } from "../../content/locales";
import { SECURITY_TXT_LIFETIME_DAYS, SECURITY_TXT_PATH } from "../../content/security-txt";
import type { SiteConfig } from "../../content/site";

/** An RFC 3339 time in UTC, to the second. */
const rfc3339 = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * The security.txt of a build: reports go to the configured contact mailbox (the one address the site is
 * configured to receive mail at), the policy is the /security page of each edition on SITE_URL.
 */
export function securityTxt(site: SiteConfig, builtAt: Date): string {
  const policyPath = editions.en.routeById("security")?.path;
  if (!policyPath) throw new Error("the route registry has no security page for security.txt to point to");
  const expires = new Date(builtAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * 86_400_000);
  return [
    `# ${site.brand}: where to report a security vulnerability, and the policy that covers it.`,
    `Contact: mailto:${site.contactEmail}`,
    `Expires: ${rfc3339(expires)}`,
    ...LOCALES.map((locale) => `Policy: ${site.siteUrl}${absolutePath(editions[locale], policyPath)}`),
    `Preferred-Languages: ${LOCALES.join(", ")}`,
    `Canonical: ${site.siteUrl}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}

export function writeSecurityTxt(clientDir: string, site: SiteConfig, builtAt: Date): void {
  const file = path.join(clientDir, SECURITY_TXT_PATH);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, securityTxt(site, builtAt));
}
