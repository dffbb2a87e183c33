import { createContext, useContext, useMemo, useSyncExternalStore } from "react";
import type { HistoryEntry } from "../lib/history-entry";
import { visibleEntries } from "../lib/history-reducer";
import type { HistoryStore } from "../lib/history-store";

export interface HistoryContextValue {
  /** Visible visits, newest first (archived ones left out). */
  entries: readonly HistoryEntry[];
  archive: (id: string) => void;
  clearAll: () => void;
}

export const HistoryContext = createContext<HistoryStore | null>(null);

/** The visit history. Using it outside its provider is a programming error, reported as such. */
export function useHistory(): HistoryContextValue {
  const store = useContext(HistoryContext);
  if (!store) throw new Error("useHistory must be used within a <HistoryProvider>.");
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(
    () => ({
      entries: visibleEntries(state),
      archive: (id: string) => store.dispatch({ type: "archived", ids: [id] }),
      clearAll: () => store.dispatch({ type: "cleared" }),
    }),
    [state, store],
  );
}
