import { useEffect } from "react";
import { Toast } from "radix-ui";
import { X } from "../ui/icons";
import { cn } from "../../lib/cn";
import { dismissToast, TOAST_DURATION } from "./toast-store";
import { useToasts } from "./use-toasts";
import { ui } from "../../../content/messages/ui";

/** Radix toast viewport (F8 focuses it) rendering the store's toasts; swipe right past 50 px dismisses. */
export default function Toaster({ onReady }: { onReady?: () => void }) {
  const toasts = useToasts();
  useEffect(() => {
    onReady?.();
    // Only once, when the viewport has mounted and listens for its hotkey.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={50}
      label={ui.toast.toastLabel}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-lg border p-4 pr-8 shadow-lg",
            t.variant === "destructive"
              ? "border-red-700 bg-red-700 text-white"
              : "border-slate-200 bg-white text-slate-900",
          )}
          data-variant={t.variant ?? "default"}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
            {t.description ? (
              <Toast.Description className="text-sm opacity-90">{t.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label={ui.toast.close}
            className="absolute right-2 top-2 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={ui.toast.regionLabel}
        className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
