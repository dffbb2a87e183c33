/**
 * /.well-known/security.txt (RFC 9116): where it lives and how long a build's file stays valid. The build writes it
 * from the configuration (scripts/lib/security-txt.ts), the server serves it (server/web/web-routes.ts), and the
 * /security page links to it.
 */
export const SECURITY_TXT_PATH = "/.well-known/security.txt";

/**
 * Days from the build to the file's Expires: just under a year, as RFC 9116 recommends. Every build writes a new
 * date; a deployment left unbuilt for that long serves a file that says it may be stale (the server warns a month
 * before).
 */
export const SECURITY_TXT_LIFETIME_DAYS = 364;

/** The Expires time of a security.txt, or null when it has none that parses. */
export function securityTxtExpires(text: string): Date | null {
  const value = /^Expires:[ \t]*(\S+)[ \t]*$/im.exec(text)?.[1];
  const at = value ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

/** Warn this many days before a served security.txt expires. */
export const SECURITY_TXT_WARNING_DAYS = 30;

/**
 * What the server says at start-up about the security.txt it serves: nothing while it is valid for a while yet, a
 * warning (rebuild to renew it) when it expires within SECURITY_TXT_WARNING_DAYS, has expired or has no Expires.
 */
export function securityTxtWarning(text: string, now: Date): string | null {
  const expires = securityTxtExpires(text);
  if (!expires) return `${SECURITY_TXT_PATH} has no valid Expires field: rebuild the site (npm run build).`;
  const days = (expires.getTime() - now.getTime()) / 86_400_000;
  if (days <= 0)
    return `${SECURITY_TXT_PATH} expired on ${expires.toISOString()}: rebuild the site to renew it.`;
  if (days < SECURITY_TXT_WARNING_DAYS)
    return `${SECURITY_TXT_PATH} expires on ${expires.toISOString()}: rebuild the site to renew it.`;
  return null;
}
