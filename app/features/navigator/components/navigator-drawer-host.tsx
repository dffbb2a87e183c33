import { useEffect, useRef, useState, type ReactNode } from "react";
import { navigatorDrawerFrameMessages as d } from "../../../../content/messages/navigator";
import { DialogPending } from "../../../components/dialog-pending";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { afterFirstInteraction, shortcutsReady } from "../../../lib/early";
import { useDialogBody } from "../../../lib/lazy-component";
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
  // Set when the drawer closes because the visitor is going to another page: the shell then moves focus to the
  // new page's <main>, and returning focus to the opener would undo that.
  const leaving = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isNavigatorShortcut(event)) return;
      event.preventDefault();
      setNavigatorOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    shortcutsReady();
    // Fetch the content's code ahead of the first open, once the visitor interacts or the page has gone quiet
    // (after the first load, which the budget counts until the network is idle).
    void afterFirstInteraction().then(() => NavigatorDrawer.preload().catch(() => undefined));
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);

  const { Body, failed, retry } = useDialogBody(NavigatorDrawer, wanted);
  if (!wanted) return null;
  return (
    <ModalDialog
      open={open}
      onOpenChange={setNavigatorOpen}
      title={d.title}
      description={d.description}
      closeLabel={d.close}
      initialFocus={inputRef}
      loading={!Body}
      returnFocus={() => {
        const target = leaving.current ? false : "opener";
        leaving.current = false;
        return target;
      }}
      testId="navigator-drawer"
      panelClassName="ml-auto h-full w-full max-w-md transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
    >
      {Body ? (
        <Body
          inputRef={inputRef}
          renderHistory={renderHistory}
          onNavigateAway={() => {
            leaving.current = true;
            setNavigatorOpen(false);
          }}
        />
      ) : (
        <DialogPending failed={failed} retry={retry} />
      )}
    </ModalDialog>
  );
}
