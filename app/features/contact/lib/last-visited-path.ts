import { readStorage, STORAGE_KEYS } from "../../../lib/storage";

/**
 * The most recent page of the visit history (issue 5's session-storage list, newest last) other than the
 * thank-you page itself. Read by hand and validated field by field so that this feature depends only on the
 * stored shape, never on the history feature's code; anything unexpected means "no history".
 */
export function lastVisitedPath(exclude: string): string | null {
  const raw = readStorage("session", STORAGE_KEYS.visitHistory);
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  for (let i = parsed.length - 1; i >= 0; i -= 1) {
    const entry: unknown = parsed[i];
    if (!entry || typeof entry !== "object") continue;
    const path = (entry as { path?: unknown }).path;
    // Only same-site absolute paths: "//host" or "javascript:" must never become a link target.
    if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) continue;
    if (path.split(/[?#]/, 1)[0] === exclude) continue;
    return path;
  }
  return null;
}
