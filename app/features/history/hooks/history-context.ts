import { createContext, useContext } from "react";
import type { HistoryEntry } from "../lib/history-entry";

export interface HistoryContextValue {
  /** Visible visits, newest first (archived ones left out). */
  entries: readonly HistoryEntry[];
  archive: (id: string) => void;
  clearAll: () => void;
}

export const HistoryContext = createContext<HistoryContextValue | null>(null);

/** The visit history. Spec §8: using it outside its provider is a programming error, reported as such. */
export function useHistory(): HistoryContextValue {
  const value = useContext(HistoryContext);
  if (!value) throw new Error("useHistory must be used within a <HistoryProvider>.");
  return value;
}
