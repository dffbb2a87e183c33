import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { isNavigatorShortcut } from "../lib/keyboard";
import { loadNavigatorDrawer, setNavigatorOpen, useNavigatorOpen } from "../lib/drawer-store";

const NavigatorDrawer = lazy(loadNavigatorDrawer);

/** How long after start-up the drawer's code is prefetched (when the browser is idle). */
export const DRAWER_PREFETCH_DELAY_MS = 8000;

/**
 * Mounted once by the shell: listens for the keyboard shortcut and renders the drawer, whose code (Radix Dialog,
 * Tabs) is not part of the first load. `renderHistory` fills the History tab; the shell composes it from the
 * history feature, since features do not import each other.
 */
export function NavigatorDrawerHost({
  renderHistory,
}: {
  renderHistory: (onNavigate: () => void) => ReactNode;
}) {
  const open = useNavigatorOpen();
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNavigatorShortcut(event)) return;
      event.preventDefault();
      setNavigatorOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    // Prefetch the drawer once the page has settled: after the first load (issue 7 counts everything fetched until
    // the network is idle), when the browser is idle (Safari has no requestIdleCallback). Loading it twice
    // (StrictMode in development) is harmless: the module is cached.
    const timer = setTimeout(
      () =>
        (window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 0)))(
          () => void loadNavigatorDrawer(),
        ),
      DRAWER_PREFETCH_DELAY_MS,
    );
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      clearTimeout(timer);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NavigatorDrawer open={open} onOpenChange={setNavigatorOpen} renderHistory={renderHistory} />
    </Suspense>
  );
}
