import { useEffect, useState, type ReactNode } from "react";
import { afterFirstInteraction, shortcutsReady } from "../../../lib/early";
import { useLoadedComponent } from "../../../lib/lazy-component";
import { isNavigatorShortcut } from "../lib/keyboard";
import { NavigatorDrawer, setNavigatorOpen, useNavigatorOpen } from "../lib/drawer-store";

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
    shortcutsReady();
    // Fetch the drawer's code ahead of the first open, once the visitor interacts or the page has gone quiet
    // (after the first load, which the budget counts until the network is idle): opening it then costs a render.
    void afterFirstInteraction().then(() => NavigatorDrawer.preload().catch(() => undefined));
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const Drawer = useLoadedComponent(NavigatorDrawer, mounted);
  if (!Drawer) return null;
  return <Drawer open={open} onOpenChange={setNavigatorOpen} renderHistory={renderHistory} />;
}
