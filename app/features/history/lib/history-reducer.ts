import { HISTORY_LIMIT, type HistoryEntry } from "./history-entry";

export interface HistoryState {
  /** Newest first, at most HISTORY_LIMIT. */
  entries: readonly HistoryEntry[];
  /** Ids hidden for the session. */
  archived: readonly string[];
  /** False until the stored history has been read, so nothing overwrites it before. */
  ready: boolean;
}

export type HistoryAction =
  | { type: "loaded"; entries: readonly HistoryEntry[]; archived: readonly string[] }
  | { type: "visited"; entry: HistoryEntry }
  | { type: "archived"; ids: readonly string[] }
  | { type: "cleared" };

export const initialHistory: HistoryState = { entries: [], archived: [], ready: false };

/** Keep only archived ids whose entry is still in the list. */
const prune = (archived: readonly string[], entries: readonly HistoryEntry[]) =>
  entries.filter((e) => archived.includes(e.id)).map((e) => e.id);

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case "loaded":
      // Visits recorded before the stored list arrived are newer: they go on top.
      return historyReducer(
        {
          ...state,
          entries: [...state.entries, ...action.entries]
            .filter((e, i, all) => all[i - 1]?.path !== e.path)
            .slice(0, HISTORY_LIMIT),
          ready: true,
        },
        { type: "archived", ids: action.archived },
      );
    case "visited": {
      // The same path twice in a row (a reload, a link to the page itself) is recorded once.
      if (state.entries[0]?.path === action.entry.path) return state;
      const entries = [action.entry, ...state.entries].slice(0, HISTORY_LIMIT);
      return { ...state, entries, archived: prune(state.archived, entries) };
    }
    case "archived":
      return { ...state, archived: prune([...state.archived, ...action.ids], state.entries) };
    case "cleared":
      return { ...state, entries: [], archived: [] };
  }
}

/** The entries a visitor sees: not archived, newest first. */
export function visibleEntries(state: HistoryState): HistoryEntry[] {
  return state.entries.filter((e) => !state.archived.includes(e.id));
}
