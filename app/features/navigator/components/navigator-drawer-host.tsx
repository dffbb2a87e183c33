import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { isNavigatorShortcut } from "../lib/keyboard";
import { loadNavigatorDrawer, setNavigatorOpen, useNavigatorOpen } from "../lib/drawer-store";

const NavigatorDrawer = lazy(loadNavigatorDrawer);

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
    // Fetch the drawer's code once the browser is idle (Safari has no requestIdleCallback: a few seconds later).
    // Loading it twice (StrictMode in development) is harmless: the module is cached.
    (window.requestIdleCallback ?? ((task: () => void) => setTimeout(task, 3000)))(
      () => void loadNavigatorDrawer(),
    );
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NavigatorDrawer open={open} onOpenChange={setNavigatorOpen} renderHistory={renderHistory} />
    </Suspense>
  );
}
