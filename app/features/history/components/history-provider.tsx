import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { resolvePath } from "../../../../content/resolve";
import { HistoryContext } from "../hooks/history-context";
import { newEntryId } from "../lib/history-entry";
import { createHistoryStore } from "../lib/history-store";
import { clearStoredHistory, loadHistory, saveHistory } from "../lib/history-storage";
import { sitePath } from "../../../lib/edition";
import { readStorage, removeStorage, STORAGE_KEYS } from "../../../lib/storage";

/**
 * Records every page the visitor opens (title from the route registry) and keeps the list in sessionStorage.
 * Everything happens in effects: the server render and the first client render both see an empty history.
 */
export function HistoryProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const [store] = useState(createHistoryStore);
  const { dispatch } = store;

  useEffect(() => {
    dispatch({ type: "loaded", ...loadHistory() });
    // Spec §9: cleared on page unload. pagehide fires where unload does not (mobile, bfcache); a page restored
    // from the back-forward cache still holds its list in memory and writes it back.
    // Exception: the contact form's POST to our own relay leaves the page and comes back on /thank-you, whose
    // 'Go Back' needs the history; the form marks that one unload.
    const onHide = () => {
      if (readStorage("session", STORAGE_KEYS.keepHistoryOnUnload) !== null) {
        removeStorage("session", STORAGE_KEYS.keepHistoryOnUnload);
        return;
      }
      clearStoredHistory();
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) saveHistory(store.get());
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    const unsubscribe = store.subscribe(() => {
      const state = store.get();
      if (state.ready) saveHistory(state);
    });
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
    };
  }, [store, dispatch]);

  useEffect(() => {
    const page = resolvePath(location);
    const now = Date.now();
    dispatch({
      type: "visited",
      // The absolute path: the history is shared by both editions, and an entry leads back to the edition it was
      // visited in, with the title in that edition's language.
      entry: { id: newEntryId(now), path: sitePath(page.path), title: page.title, timestamp: now },
    });
  }, [location, dispatch]);

  return <HistoryContext.Provider value={store}>{children}</HistoryContext.Provider>;
}
