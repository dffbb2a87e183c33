import { useEffect, useRef, useState, type ReactNode } from "react";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { buttonClass, type ButtonVariant } from "../../../components/ui/button";
import { afterFirstInteraction, earlyReady } from "../../../lib/early";
import { lazyComponent, useLoadedComponent } from "../../../lib/lazy-component";

const ContactDialog = lazyComponent(
  () => import("./contact-dialog"),
  (m) => m.default,
);
const preload = () => void ContactDialog.preload();

/**
 * A button that opens the contact dialog. The dialog, react-hook-form and zod are never part of the first load:
 * they are fetched on the visitor's first interaction or once the page has gone quiet (or on hover, focus, press),
 * and render at once when they are there. A tap before the button is hydrated is held
 * and replayed.
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
  const Dialog = useLoadedComponent(ContactDialog, wanted);
  // Ahead of the first open, once the visitor interacts or the page has gone quiet: opening is then a render.
  useEffect(() => {
    void afterFirstInteraction().then(() => ContactDialog.preload().catch(() => undefined));
  }, []);
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
      {Dialog ? <Dialog open={open} onOpenChange={setOpen} copy={copy} returnFocusTo={buttonRef} /> : null}
    </>
  );
}
