import type { ContactDialogCopy } from "../../../../content/data/enterprise";
import { ContactForm } from "./contact-form";

/**
 * The contact dialog's content: the form, with react-hook-form and zod. Its own chunk, fetched ahead of the first
 * open; the dialog's frame (title, close, focus) is the button's (contact-button.tsx), so a click opens the dialog
 * at once even when this code has not arrived yet.
 */
export default function ContactDialogBody({
  copy,
  onSubmitted,
}: {
  copy: ContactDialogCopy;
  onSubmitted: () => void;
}) {
  return (
    <div className="mt-4">
      <ContactForm subject={copy.subject} context={copy.context} onSubmitted={onSubmitted} />
    </div>
  );
}
