import { X } from "lucide-react";
import { useEffect, type RefObject } from "react";
import { Dialog } from "radix-ui";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { contactMessages } from "../../../../content/messages/contact";
import { ContactForm } from "./contact-form";

/**
 * The contact dialog (Radix: focus trapped inside, Escape and the close button close it, focus returns to the
 * button that opened it). Loaded only when first opened, together with react-hook-form and zod.
 */
export default function ContactDialog({
  open,
  onOpenChange,
  copy,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: ContactDialogCopy;
  /** The opener; Radix only restores focus to a Dialog.Trigger, and ours lives outside the lazy chunk. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* A plain backdrop, not Dialog.Overlay: that one mounts react-remove-scroll, whose injected <style>
            element the strict CSP (style-src 'self') blocks. Scroll is locked below through the CSSOM instead. */}
        <div className="fixed inset-0 z-50 bg-slate-900/60" aria-hidden="true" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[95vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl sm:max-w-lg"
        >
          <Dialog.Title className="pr-8 text-lg font-semibold text-slate-900">{copy.title}</Dialog.Title>
          <Dialog.Description className="mb-4 mt-1 text-sm text-slate-700">
            {copy.description}
          </Dialog.Description>
          <ContactForm
            subject={copy.subject}
            context={copy.context}
            onSubmitted={() => onOpenChange(false)}
          />
          <Dialog.Close
            aria-label={contactMessages.dialog.close}
            className="absolute right-3 top-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
