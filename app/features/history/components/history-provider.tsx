import { useEffect, useState, type ReactNode } from "react";
import { useLocation } from "wouter";
import { resolvePath } from "../../../../content/resolve";
import { HistoryContext } from "../hooks/history-context";
import { newEntryId } from "../lib/history-entry";
import { createHistoryStore } from "../lib/history-store";
import { clearStoredHistory, loadHistory, saveHistory } from "../lib/history-storage";
import { sitePath } from "../../../lib/edition";
import { keepHistoryOnPlainClick } from "../../../lib/keep-history";
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
    // The history is cleared when the visitor leaves the site. pagehide fires where unload does not (mobile,
    // bfcache); a page restored from the back-forward cache still holds its list in memory and writes it back.
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
    // A link followed in a full page load that stays on the site (the language switch, an entry of the other
    // edition, any link clicked before its part of the page has hydrated) is not leaving: the history survives
    // it. Listened to here, where the clearing is, so a link whose own component has not hydrated counts too; a
    // link the router handles prevents the default and is not a page load at all.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        link instanceof HTMLAnchorElement &&
        link.origin === window.location.origin &&
        (link.target === "" || link.target === "_self") &&
        !link.hasAttribute("download")
      )
        keepHistoryOnPlainClick(event);
    };
    window.addEventListener("pagehide", onHide);
    window.addEventListener("pageshow", onShow);
    document.addEventListener("click", onClick);
    const unsubscribe = store.subscribe(() => {
      const state = store.get();
      if (state.ready) saveHistory(state);
    });
    return () => {
      unsubscribe();
      window.removeEventListener("pagehide", onHide);
      window.removeEventListener("pageshow", onShow);
      document.removeEventListener("click", onClick);
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
