import { useSyncExternalStore } from "react";

const MINUTE = 60_000;

function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/** The current minute as a stable number, so React sees no change between renders within one minute. */
const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/**
 * The visitor's clock, to the minute. While hydrating (and on the server) it returns `reference` instead, a date
 * both sides know from content; React then re-renders with the real clock if it differs. So the prerendered HTML
 * and the first client render always agree, and the page still reflects today's date after mount.
 */
export function useMinuteClock(reference: string): number {
  const serverNow = Math.floor(Date.parse(reference) / MINUTE) * MINUTE;
  return useSyncExternalStore(subscribe, currentMinute, () => serverNow);
}
