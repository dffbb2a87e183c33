import "../../../lib/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "../../../components/ui/icons";
import { useId, type ReactNode } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { contactMessages } from "../../../../content/messages/contact";
import { fill } from "../../../../content/fill";
import {
  CONTACT_LIMITS,
  contactFormSchema,
  type ContactFormInput,
  type ContactFormValues,
} from "../../../../content/schemas/contact";
import { toast } from "../../../components/toast/toast-store";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { site } from "../../../lib/site";
import { postToRelay } from "../lib/post-to-relay";
import { PrivacyConsent } from "./privacy-consent";

const m = contactMessages.form;

const inputClass = (invalid: boolean) =>
  cn(
    "mt-1 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-sm placeholder:text-slate-500",
    "focus:outline-2 focus:outline-offset-1 focus:outline-indigo-600",
    invalid ? "border-red-700" : "border-slate-300",
  );

function FieldMessage({ id, error }: { id: string; error: FieldError | undefined }) {
  // role="alert" makes screen readers announce the message as soon as validation shows it.
  return error?.message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {error.message}
    </p>
  ) : null;
}

type FieldName = "name" | "company" | "email" | "message";

/** A labelled field: its label (with the required mark, or the optional note), its control and its error. */
function Field({
  htmlFor,
  label,
  optionalNote,
  error,
  errorId,
  children,
}: {
  htmlFor: string;
  label: string;
  optionalNote?: string;
  error: FieldError | undefined;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-900">
        {label}{" "}
        {optionalNote === undefined ? (
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600">{optionalNote}</span>
        )}
      </label>
      {children}
      <FieldMessage id={errorId} error={error} />
    </div>
  );
}

/** Yield until the browser has painted, so the 'Sending...' state is visible before the page navigates. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The contact form: validated with the schema the relay uses, submitted as a hidden form with the relay's field names.
 * Success toast, reset and `onSubmitted` (closing the dialog) happen at submission, before any outcome is known.
 */
export function ContactForm({
  subject,
  context,
  onSubmitted,
}: {
  subject: string;
  context: string;
  onSubmitted?: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: "", company: "", email: "", message: "", context, privacy_consent: false },
  });

  const onValid = async (values: ContactFormValues) => {
    await nextPaint();
    try {
      postToRelay(values, subject);
    } catch {
      toast({
        title: contactMessages.toast.errorTitle,
        description: fill(contactMessages.toast.errorDescription, { email: site.contactEmail }),
        variant: "destructive",
      });
      return;
    }
    toast({
      title: contactMessages.toast.successTitle,
      description: contactMessages.toast.successDescription,
    });
    reset();
    onSubmitted?.();
  };

  /** The label's and error's wiring of a field. */
  const wiring = (name: FieldName) => ({
    htmlFor: `${id}-${name}`,
    error: errors[name],
    errorId: `${id}-${name}-error`,
  });
  /** What every control shares: its id, its error's description, the form's registration, its limit and look. */
  const control = (name: FieldName) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    ...register(name),
    maxLength: CONTACT_LIMITS[name],
    className: inputClass(Boolean(errors[name])),
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <Field {...wiring("name")} label={m.nameLabel}>
        <input
          {...control("name")}
          type="text"
          autoComplete="name"
          required
          placeholder={m.namePlaceholder}
        />
      </Field>
      <Field {...wiring("company")} label={m.companyLabel} optionalNote={m.companyOptional}>
        <input
          {...control("company")}
          type="text"
          autoComplete="organization"
          placeholder={m.companyPlaceholder}
        />
      </Field>
      <Field {...wiring("email")} label={m.emailLabel}>
        <input
          {...control("email")}
          type="email"
          autoComplete="email"
          required
          placeholder={m.emailPlaceholder}
        />
      </Field>
      <Field {...wiring("message")} label={m.messageLabel}>
        <textarea {...control("message")} rows={4} required placeholder={m.messagePlaceholder} />
      </Field>
      <PrivacyConsent
        id={`${id}-privacy-consent`}
        field={register("privacy_consent")}
        error={errors.privacy_consent}
      />
      <input type="hidden" {...register("context")} />
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:justify-self-end">
        {isSubmitting ? (
          <>
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
            {m.sending}
          </>
        ) : (
          m.submit
        )}
      </Button>
    </form>
  );
}
