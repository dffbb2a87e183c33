/**
 * Every storage key the app uses, in one place, and wrapped access: storage can throw (private mode, quota,
 * disabled cookies) and a failure must never break a page.
 */
export const STORAGE_KEYS = {
  cacheVersion: "nullspace:cache-version",
  visitHistory: "nullspace:visit-history",
  archivedHistory: "nullspace:visit-history-archived",
  chatPanel: "nullspace:chat-panel",
  /** Set just before the contact form's own full-page POST, so that unload keeps the visit history for /thank-you. */
  keepHistoryOnUnload: "nullspace:keep-history-on-unload",
  /** The page last reloaded because its code could not be loaded (a deploy replaced it): reload only once. */
  chunkReload: "nullspace:chunk-reload",
  /** The visitor closed the suggestion to read the other edition: it does not come back. */
  editionSuggestionDismissed: "nullspace:edition-suggestion-dismissed",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage | null {
  try {
    return which === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStorage(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be stored. */
export function writeStorage(which: Area, key: string, value: string): boolean {
  try {
    const store = area(which);
    if (!store) return false;
    store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do: the value is unreachable either way.
  }
}

export function clearStorage(which: Area): void {
  try {
    area(which)?.clear();
  } catch {
    // As above.
  }
}
