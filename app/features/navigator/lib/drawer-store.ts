import { useSyncExternalStore } from "react";
import { lazyComponent } from "../../../lib/lazy-component";

/**
 * Whether the AI navigator drawer is open. A tiny external store, so any button (header, home page) can open the
 * drawer that one host renders, without either importing the drawer's code.
 */
let open = false;
const listeners = new Set<() => void>();

export function setNavigatorOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openNavigator = (): void => setNavigatorOpen(true);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNavigatorOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}

/** The drawer's code: loaded on first open, on hover/focus/press of a trigger, or when the browser is idle. */
export const NavigatorDrawer = lazyComponent(
  () => import("../components/navigator-drawer"),
  (m) => m.default,
);
