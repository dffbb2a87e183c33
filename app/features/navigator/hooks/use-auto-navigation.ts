import { useEffect, useState } from "react";

/** The drawer navigates this long after a confident answer arrives: time to read it, or to cancel. */
export const AUTO_NAVIGATION_DELAY_MS = 1500;

/**
 * Counts down to `go(path)` for each new `answer` that has a path; `cancel` stops it (the visitor decided to
 * stay). Keyed by the answer object, so asking again starts a new countdown even for the same page. Unmounting
 * (the drawer closing) cancels it.
 */
export function useAutoNavigation(
  answer: object | undefined,
  path: string | null,
  go: (path: string) => void,
) {
  const [cancelledFor, setCancelledFor] = useState<object | null>(null);
  const active = answer !== undefined && path !== null && cancelledFor !== answer;

  useEffect(() => {
    if (!active || path === null) return;
    const timer = setTimeout(() => go(path), AUTO_NAVIGATION_DELAY_MS);
    return () => clearTimeout(timer);
    // `go` is a fresh closure per render; only a new answer or a cancel should restart or stop the countdown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, answer, path]);

  return {
    active,
    cancelled: answer !== undefined && path !== null && !active,
    cancel: () => setCancelledFor(answer ?? null),
  };
}
