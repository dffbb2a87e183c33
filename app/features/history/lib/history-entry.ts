/** One page visit (spec §3). Kept newest first. */
export interface HistoryEntry {
  id: string;
  path: string;
  title: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
}

/** Spec §9: history keeps at most the last 10 page visits. */
export const HISTORY_LIMIT = 10;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** A site path: starts with one slash (never "//host" or "javascript:"), so a stored value cannot lead off-site. */
export const isSitePath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && value.length <= 2048;

export function isHistoryEntry(value: unknown): value is HistoryEntry {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    value.id.length > 0 &&
    isSitePath(value.path) &&
    typeof value.title === "string" &&
    typeof value.timestamp === "number" &&
    Number.isFinite(value.timestamp)
  );
}

/**
 * Parse stored entries. A hand-written guard rather than zod, which must stay out of the first load (ADR 0046).
 * Returns null when the text is not a valid list, so the caller can warn.
 */
export function parseEntries(text: string): HistoryEntry[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || !value.every(isHistoryEntry)) return null;
  return value.slice(0, HISTORY_LIMIT);
}

/** Parse the stored list of archived entry ids. */
export function parseIds(text: string): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  return Array.isArray(value) && value.every((id) => typeof id === "string") ? value : null;
}

let counter = 0;

/** A unique id without crypto.randomUUID, which plain-http deployments (non-secure contexts) lack. */
export function newEntryId(now: number): string {
  counter = (counter + 1) % 1_000_000;
  return `${now.toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
