import { STORAGE_KEYS, writeStorage } from "./storage";

/**
 * The visit history is cleared when a page unloads, except when the visitor moves on within the site in a
 * full page load: a link to the other edition (the history is shared by both), a link clicked before the app
 * handles it, or the contact form's relay, which brings them back on /thank-you. Those mark the next unload, once
 * (app/features/history/components/history-provider.tsx).
 */
export function keepHistoryThroughNextLoad(): void {
  writeStorage("session", STORAGE_KEYS.keepHistoryOnUnload, "1");
}

/** For a link on the site: only a plain click opens it in this tab (a modified click opens another). */
export function keepHistoryOnPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  keepHistoryThroughNextLoad();
}
