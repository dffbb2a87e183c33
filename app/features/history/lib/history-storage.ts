import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from "../../../lib/storage";
import { HISTORY_LIMIT, isHistoryEntry, isString, parseList, type HistoryEntry } from "./history-entry";

export interface StoredHistory {
  entries: HistoryEntry[];
  archived: string[];
}

/** Read the session's history. Unreadable data is dropped with a warning only: never a broken page. */
export function loadHistory(): StoredHistory {
  const entriesText = readStorage("session", STORAGE_KEYS.visitHistory);
  const archivedText = readStorage("session", STORAGE_KEYS.archivedHistory);
  const entries = entriesText === null ? [] : parseList(entriesText, isHistoryEntry);
  const archived = archivedText === null ? [] : parseList(archivedText, isString);
  if (entries === null || archived === null)
    console.warn("Visit history could not be loaded; starting empty.");
  return { entries: (entries ?? []).slice(0, HISTORY_LIMIT), archived: archived ?? [] };
}

/** Store the history; a failure (quota, private mode) is only a warning: the page keeps working. */
export function saveHistory(history: {
  entries: readonly HistoryEntry[];
  archived: readonly string[];
}): void {
  const ok =
    writeStorage("session", STORAGE_KEYS.visitHistory, JSON.stringify(history.entries)) &&
    writeStorage("session", STORAGE_KEYS.archivedHistory, JSON.stringify(history.archived));
  if (!ok) console.warn("Visit history could not be saved.");
}

/** The history is cleared when the visitor leaves the site (app/lib/keep-history.ts has the exceptions). */
export function clearStoredHistory(): void {
  removeStorage("session", STORAGE_KEYS.visitHistory);
  removeStorage("session", STORAGE_KEYS.archivedHistory);
}
