import { X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { navigatorDrawerMessages as d } from "../../../../content/messages/navigator";
import { DrawerChat } from "./drawer-chat";
import { useBodyScrollLock } from "../hooks/use-body-scroll-lock";

const tabClass =
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm";

/**
 * The right-hand AI navigator drawer (spec §4): a modal Radix dialog with Chat and History tabs. Its own chunk,
 * loaded on first open or when the browser is idle (ADR 0045).
 */
export default function NavigatorDrawer({
  open,
  onOpenChange,
  renderHistory,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderHistory: (onNavigate: () => void) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Set when the drawer closes because the visitor is going to another page: the shell then moves focus to the
  // new page's <main>, and returning focus to the opener would undo that.
  const leaving = useRef(false);
  // Radix returns focus to a Dialog.Trigger, and the drawer has none (any button or a shortcut opens it): remember
  // what had focus when it opened and return focus there.
  const opener = useRef<Element | null>(null);

  const closeForNavigation = () => {
    leaving.current = true;
    onOpenChange(false);
  };

  useBodyScrollLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Dialog.Overlay, which mounts react-remove-scroll: its injected <style> is blocked
            by the strict CSP. Outside clicks still close the dialog (Content's dismissable layer). */}
        <div className="fixed inset-0 z-50 bg-slate-900/40" aria-hidden="true" />
        <Dialog.Content
          data-testid="navigator-drawer"
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-lg transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement;
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!leaving.current && opener.current instanceof HTMLElement) opener.current.focus();
            leaving.current = false;
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{d.title}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600">{d.description}</Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={d.close}
              className="rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue="chat" className="flex flex-col gap-4">
            <Tabs.List aria-label={d.tabsLabel} className="flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="chat" className={tabClass}>
                {d.chatTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="history" className={tabClass}>
                {d.historyTab}
              </Tabs.Trigger>
            </Tabs.List>
            {/* Kept mounted while the History tab shows, so switching tabs keeps the session and the answer. */}
            <Tabs.Content value="chat" forceMount className="outline-none data-[state=inactive]:hidden">
              <DrawerChat
                inputRef={inputRef}
                onNavigate={(path) => {
                  closeForNavigation();
                  navigate(path);
                }}
              />
            </Tabs.Content>
            <Tabs.Content value="history" className="outline-none">
              {renderHistory(closeForNavigation)}
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
