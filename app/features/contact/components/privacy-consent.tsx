import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { consentMessages as c } from "../../../../content/messages/consent";
import { contactMessages } from "../../../../content/messages/contact";
import { fill } from "../../../../content/fill";
import { sitePath } from "../../../lib/edition";
import { site } from "../../../lib/site";

/**
 * The privacy notice shown before anything is sent (what is collected, why, for how long, and that refusing is
 * allowed but stops the form) and the required consent box under it. The link opens the policy in a new tab, so
 * what the visitor typed stays in the dialog.
 */
export function PrivacyConsent({
  id,
  field,
  error,
}: {
  id: string;
  field: UseFormRegisterReturn<"privacy_consent">;
  error: FieldError | undefined;
}) {
  const email = site.contactEmail;
  const errorId = `${id}-error`;
  return (
    <fieldset className="rounded-md border border-slate-300 bg-slate-50 p-3 text-left text-sm text-slate-700">
      <legend className="px-2 font-medium text-slate-900">{c.heading}</legend>
      <dl className="grid gap-2">
        {c.rows.map((row) => (
          <div key={row.term}>
            <dt className="font-medium text-slate-900">{row.term}</dt>
            <dd>{fill(row.detail, { email })}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2">{fill(c.refusal, { email })}</p>
      <p className="mt-2">
        <a
          href={sitePath("/privacy")}
          target="_blank"
          rel="noopener"
          className="font-medium text-indigo-700 underline underline-offset-2"
        >
          {c.policyLink}
        </a>
      </p>
      <div className="mt-3 flex items-start gap-2">
        <input
          {...field}
          id={id}
          type="checkbox"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 h-4 w-4 shrink-0"
        />
        <label htmlFor={id} className="font-medium text-slate-900">
          {c.checkbox} <span className="font-normal text-slate-600">({contactMessages.form.required})</span>
        </label>
      </div>
      {error?.message ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </fieldset>
  );
}
