import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { isNavigatorShortcut } from "../lib/keyboard";
import { loadNavigatorDrawer, setNavigatorOpen, useNavigatorOpen } from "../lib/drawer-store";

const NavigatorDrawer = lazy(loadNavigatorDrawer);

/** Start fetching the drawer when the browser has nothing better to do (Safari lacks requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 3000);
  return () => clearTimeout(timer);
}

/**
 * Mounted once by the shell: listens for the keyboard shortcut and renders the drawer, whose code (Radix Dialog,
 * Tabs) is not part of the first load. `renderHistory` fills the History tab; the shell composes it from the
 * history feature, since features do not import each other.
 */
export function NavigatorDrawerHost({ renderHistory }: { renderHistory: (onNavigate: () => void) => ReactNode }) {
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
    const cancelIdle = whenIdle(() => void loadNavigatorDrawer());
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      cancelIdle();
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <NavigatorDrawer open={open} onOpenChange={setNavigatorOpen} renderHistory={renderHistory} />
    </Suspense>
  );
}
