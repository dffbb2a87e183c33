import { readStorage, STORAGE_KEYS } from "../../../lib/storage";

/**
 * The most recent page of the visit history (the history feature's session-storage list, newest first) other than the
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
  for (const entry of parsed as unknown[]) {
    if (!entry || typeof entry !== "object") continue;
    const path = (entry as { path?: unknown }).path;
    // Only same-site absolute paths: "//host" or "javascript:" must never become a link target.
    if (typeof path !== "string" || !path.startsWith("/") || path.startsWith("//")) continue;
    if (path.split(/[?#]/, 1)[0] === exclude) continue;
    return path;
  }
  return null;
}
