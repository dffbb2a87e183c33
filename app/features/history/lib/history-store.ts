import { historyReducer, initialHistory, type HistoryAction, type HistoryState } from "./history-reducer";

export interface HistoryStore {
  get: () => HistoryState;
  dispatch: (action: HistoryAction) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The visit history outside React state. The provider hands out this object as a context value that never
 * changes, so recording a visit after hydration re-renders only the components that read the history: a context
 * change would reach every Suspense boundary still waiting to hydrate (the lazy islands) and force React to
 * replace its server HTML with the fallback, a large layout shift.
 */
export function createHistoryStore(initial: HistoryState = initialHistory): HistoryStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    dispatch(action) {
      const next = historyReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
