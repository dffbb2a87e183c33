import { useSyncExternalStore } from "react";
import type { ChatAnswer } from "../hooks/use-navigator";
import type { PageChoice } from "../api/types";

/**
 * The way out after a jump: when the drawer takes the visitor to a confident answer's page by itself, the answer's
 * other pages wait on the page it went to (the bar of way-out.tsx) until the visitor chooses one, hides them or goes
 * to another page. An external store, so that the drawer, which unmounts as it leaves, can hand the offer to the
 * bar's own root across the page change.
 */
export interface WayOut {
  answer: ChatAnswer;
  /** The address the drawer went to (absolute: `/ko/...` in the Korean edition). */
  destination: string;
  others: readonly PageChoice[];
}

let current: WayOut | null = null;
const listeners = new Set<() => void>();

function set(next: WayOut | null): void {
  if (current === next) return;
  current = next;
  for (const listener of listeners) listener();
}

export const wayOutStore = {
  /** The drawer is taking the visitor to `destination` for `answer`: offer `others` there (nothing if none). */
  offer(answer: ChatAnswer, destination: string, others: readonly PageChoice[]): void {
    set(others.length > 0 ? { answer, destination, others } : null);
  },
  clear(): void {
    set(null);
  },
  current: (): WayOut | null => current,
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWayOut(): WayOut | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
