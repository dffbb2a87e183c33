import { useRef, useState, type ReactNode } from "react";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { contactDialogMessages } from "../../../../content/messages/contact";
import { buttonClass, type ButtonVariant } from "../../../components/ui/button";
import { LazyModalDialog, usePreloadAhead } from "../../../components/lazy-dialog";
import { earlyReady } from "../../../lib/early";
import { lazyComponent } from "../../../lib/lazy-component";

const ContactDialogBody = lazyComponent(
  () => import("./contact-dialog"),
  (m) => m.default,
);
// A failure here is not the visitor's yet: opening the dialog asks again and shows it.
const preload = () => void ContactDialogBody.preload().catch(() => undefined);

/**
 * A button that opens the contact dialog. The dialog's frame is part of the page, so it opens with the click; its
 * form (react-hook-form, zod) is never part of the first load: it is fetched on the visitor's first interaction or
 * once the page has gone quiet (or on hover, focus, press), and shows in the frame as soon as it is there. A tap
 * before the button is hydrated is held and replayed.
 */
export function ContactButton({
  copy,
  children,
  variant,
  className,
}: {
  copy: ContactDialogCopy;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  usePreloadAhead(ContactDialogBody);
  return (
    <>
      <button
        ref={(element) => {
          buttonRef.current = element;
          earlyReady(element);
        }}
        data-early="contact"
        type="button"
        className={buttonClass(variant, className)}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      <LazyModalDialog
        wanted={wanted}
        body={ContactDialogBody}
        bodyProps={{ copy, onSubmitted: () => setOpen(false) }}
        open={open}
        onOpenChange={setOpen}
        title={copy.title}
        description={copy.description}
        closeLabel={contactDialogMessages.close}
        // The opener: a tap replayed before hydration leaves focus elsewhere, so name it rather than guess.
        returnFocus={() => buttonRef.current ?? "opener"}
        panelClassName="mx-auto mt-[2.5vh] max-h-[95vh] w-[calc(100%-2rem)] gap-0 rounded-xl shadow-xl sm:max-w-lg"
      />
    </>
  );
}
