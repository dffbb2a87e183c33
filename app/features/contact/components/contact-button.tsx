import { lazy, Suspense, useState, type ReactNode } from "react";
import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { Button, type ButtonVariant } from "../../../components/ui/button";

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
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        variant={variant}
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <ContactDialog open={open} onOpenChange={setOpen} copy={copy} />
        </Suspense>
      ) : null}
    </>
  );
}
