import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { buttonClass, type ButtonVariant } from "../../../components/ui/button";

const loadDialog = () => import("./contact-dialog");
const ContactDialog = lazy(loadDialog);

/**
 * A button that opens the contact dialog. The dialog, react-hook-form and zod load on first intent (hover,
 * focus or click), never with the page.
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
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog();
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={buttonClass(variant, className)}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} copy={copy} returnFocusTo={buttonRef} />
        </Suspense>
      ) : null}
    </>
  );
}
