import { type RefObject } from "react";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { contactMessages } from "../../../../content/messages/contact";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { ContactForm } from "./contact-form";

/**
 * The contact dialog: a modal dialog whose focus starts in the form and returns to the button that opened it.
 * Its own chunk, with react-hook-form and zod.
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
  /** The opener: a tap replayed before hydration leaves focus elsewhere, so name it rather than guess. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title}
      description={copy.description}
      closeLabel={contactMessages.dialog.close}
      returnFocus={() => returnFocusTo.current ?? "opener"}
      panelClassName="mx-auto mt-[2.5vh] max-h-[95vh] w-[calc(100%-2rem)] gap-0 rounded-xl shadow-xl sm:max-w-lg"
    >
      <div className="mt-4">
        <ContactForm subject={copy.subject} context={copy.context} onSubmitted={() => onOpenChange(false)} />
      </div>
    </ModalDialog>
  );
}
