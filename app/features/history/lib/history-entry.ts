/** One page visit. Kept newest first. */
export interface HistoryEntry {
  id: string;
  path: string;
  title: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** The history keeps at most the last 10 page visits: enough to find the way back, short enough to scan. */
export const HISTORY_LIMIT = 10;

/** A site path: one leading slash (never "//host" or "javascript:"), so a stored value cannot lead off-site. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//");

export function isHistoryEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== "object" || value === null) return false;
  const e = value as Record<string, unknown>;
  return (
    typeof e.id === "string" &&
    isSitePath(e.path) &&
    typeof e.title === "string" &&
    typeof e.timestamp === "number" &&
    Number.isFinite(e.timestamp)
  );
}

/**
 * Parse a stored JSON list whose every item passes `guard`; null when it does not, so the caller can warn.
 * A hand-written guard rather than zod, which must stay out of the first load (ADR 0046).
 */
export function parseList<T>(text: string, guard: (item: unknown) => item is T): T[] | null {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.every(guard) ? value : null;
  } catch {
    return null;
  }
}

export const isString = (value: unknown): value is string => typeof value === "string";

let counter = 0;

/** Unique within a tab's history: the time plus a counter (crypto.randomUUID needs a secure context). */
export const newEntryId = (now: number): string => `${now.toString(36)}-${(counter++).toString(36)}`;
