import { useEffect, useRef, useState, type ReactNode } from "react";
import { navigatorDrawerFrameMessages as d } from "../../../../content/messages/navigator";
import { LazyModalDialog, useFocusUnlessLeaving, usePreloadAhead } from "../../../components/lazy-dialog";
import { shortcutsReady } from "../../../lib/early";
import { isNavigatorShortcut } from "../lib/keyboard";
import { NavigatorDrawer, setNavigatorOpen, useNavigatorOpen } from "../lib/drawer-store";

/**
 * Mounted once by the shell: listens for the keyboard shortcut and renders the right-hand AI navigator drawer. The
 * drawer's frame (title, close button, focus) is part of the page's code, so it opens with the click; its content
 * (the tabs and the chat, Radix Tabs) is its own chunk, fetched ahead of the first open and shown as soon as it is
 * there. `renderHistory` fills the History tab; the shell composes it from the history feature, since features do
 * not import each other.
 */
export function NavigatorDrawerHost({
  renderHistory,
}: {
  renderHistory: (onNavigate: () => void) => ReactNode;
}) {
  const open = useNavigatorOpen();
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const inputRef = useRef<HTMLInputElement>(null);
  const { leaving, returnFocus } = useFocusUnlessLeaving();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNavigatorShortcut(event)) return;
      event.preventDefault();
      setNavigatorOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    shortcutsReady();
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  usePreloadAhead(NavigatorDrawer);

  return (
    <LazyModalDialog
      wanted={wanted}
      body={NavigatorDrawer}
      bodyProps={{
        inputRef,
        renderHistory,
        onNavigateAway: () => {
          leaving();
          setNavigatorOpen(false);
        },
      }}
      open={open}
      onOpenChange={setNavigatorOpen}
      title={d.title}
      description={d.description}
      closeLabel={d.close}
      initialFocus={inputRef}
      returnFocus={returnFocus}
      testId="navigator-drawer"
      panelClassName="ml-auto h-full w-full max-w-md transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
    />
  );
}
