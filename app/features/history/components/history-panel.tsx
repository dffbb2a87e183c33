import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useRef } from "react";
import { historyMessages as m } from "../../../../content/messages/history";
import { HistoryList } from "./history-list";
import { useBodyScrollLock } from "../hooks/use-body-scroll-lock";

/**
 * The home page's left slide-in history panel: a modal Radix dialog (focus trapped, Escape closes, focus goes back
 * to the button that opened it). Loaded on first use only.
 */
export default function HistoryPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Following a link moves focus to the new page's <main>; returning it to the button would undo that.
  const navigated = useRef(false);
  // Radix returns focus to a Dialog.Trigger, which this lazily mounted panel does not have: remember the opener.
  const opener = useRef<Element | null>(null);
  useBodyScrollLock(open);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Dialog.Overlay, which mounts react-remove-scroll: its injected <style> is blocked
            by the strict CSP. Outside clicks still close the dialog (Content's dismissable layer). */}
        <div className="fixed inset-0 z-50 bg-slate-900/40" aria-hidden="true" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-full max-w-md flex-col gap-4 overflow-y-auto bg-white p-6 shadow-lg transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!navigated.current && opener.current instanceof HTMLElement) opener.current.focus();
            navigated.current = false;
          }}
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">{m.panelTitle}</Dialog.Title>
              <Dialog.Description className="mt-2 text-sm text-slate-600">
                {m.panelDescription}
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label={m.close}
              className="rounded-md p-1 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div>
            <HistoryList
              onNavigate={() => {
                navigated.current = true;
                onOpenChange(false);
              }}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
