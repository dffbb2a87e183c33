import "../../../lib/zod-jitless";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "../../../components/ui/icons";
import { useId } from "react";
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

  const field = (name: "name" | "company" | "email" | "message") => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} className="grid gap-4" aria-busy={isSubmitting}>
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium text-slate-900">
          {m.nameLabel}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          {...field("name")}
          {...register("name")}
          type="text"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          placeholder={m.namePlaceholder}
          className={inputClass(Boolean(errors.name))}
        />
        <FieldMessage id={`${id}-name-error`} error={errors.name} />
      </div>
      <div>
        <label htmlFor={`${id}-company`} className="text-sm font-medium text-slate-900">
          {m.companyLabel} <span className="font-normal text-slate-600">{m.companyOptional}</span>
        </label>
        <input
          {...field("company")}
          {...register("company")}
          type="text"
          autoComplete="organization"
          maxLength={CONTACT_LIMITS.company}
          placeholder={m.companyPlaceholder}
          className={inputClass(Boolean(errors.company))}
        />
        <FieldMessage id={`${id}-company-error`} error={errors.company} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="text-sm font-medium text-slate-900">
          {m.emailLabel}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <input
          {...field("email")}
          {...register("email")}
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          placeholder={m.emailPlaceholder}
          className={inputClass(Boolean(errors.email))}
        />
        <FieldMessage id={`${id}-email-error`} error={errors.email} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-slate-900">
          {m.messageLabel}{" "}
          <span aria-hidden="true" className="text-red-700">
            *
          </span>
        </label>
        <textarea
          {...field("message")}
          {...register("message")}
          rows={4}
          required
          maxLength={CONTACT_LIMITS.message}
          placeholder={m.messagePlaceholder}
          className={inputClass(Boolean(errors.message))}
        />
        <FieldMessage id={`${id}-message-error`} error={errors.message} />
      </div>
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
