import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES } from "../locales";
import { consentMessages } from "../messages/consent";
import { contactMessages } from "../messages/contact";
import { PRIVACY_NOTICE_VERSION, PRIVACY_NOTICE_VERSIONS } from "../privacy-notice";

/**
 * The contact form's fields, shared by the browser form (react-hook-form resolver) and the built-in relay, so
 * the two can never disagree. Every field has a length limit; the server stores nothing longer.
 */
export const CONTACT_LIMITS = {
  name: 100,
  company: 120,
  email: 254,
  message: 5000,
  context: 200,
  subject: 300,
  next: 2048,
  autoresponse: 2000,
  honey: 500,
} as const;

/** The validation messages of one language (the form's module in that edition). */
export type ContactValidationMessages = { readonly [K in keyof typeof contactMessages.validation]: string };
/** What the consent box says is wrong, in one language. */
export type ConsentValidationMessages = { readonly required: string; readonly versionUnknown: string };

/** `missing` also covers a field absent from a hand-made POST (zod's "expected string" otherwise). */
const trimmed = (max: number, tooLong: string, missing = tooLong) =>
  z.string({ error: missing }).trim().max(max, tooLong);

/** The form's fields, their problems told in the language of `v` and `c`. */
export const contactFormSchemaWith = (v: ContactValidationMessages, c: ConsentValidationMessages) =>
  z.object({
    name: trimmed(CONTACT_LIMITS.name, v.nameTooLong, v.nameRequired).min(1, v.nameRequired),
    company: trimmed(CONTACT_LIMITS.company, v.companyTooLong).default(""),
    email: z
      .string({ error: v.emailRequired })
      .trim()
      .min(1, v.emailRequired)
      .max(CONTACT_LIMITS.email, v.emailTooLong)
      .pipe(z.email(v.emailInvalid)),
    message: trimmed(CONTACT_LIMITS.message, v.messageTooLong, v.messageRequired).min(1, v.messageRequired),
    context: trimmed(CONTACT_LIMITS.context, v.contextTooLong).default(""),
    /** The consent box under the privacy notice: nothing is sent without it. */
    privacy_consent: z.boolean({ error: c.required }).refine((given) => given, c.required),
  });

/** The form's schema in this edition's language (the Korean build swaps in the Korean messages). */
export const contactFormSchema = contactFormSchemaWith(contactMessages.validation, consentMessages);

export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

/** Line breaks in a subject would let a visitor inject mail headers; they become single spaces. */
export function stripLineBreaks(value: string): string {
  return value
    .replace(/[\r\n\u2028\u2029\u0085]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/** What the form posts in `privacy_consent` when the box is ticked. */
export const CONSENT_GIVEN = "yes";

/** A ticked box as any client may post it: the form's "yes", a browser checkbox's "on", JSON's true. */
function givenConsent(value: unknown): boolean {
  if (value === true) return true;
  return typeof value === "string" && ["yes", "on", "true", "1"].includes(value.trim().toLowerCase());
}

/**
 * What the relay accepts (FormSubmit field names). Recipient-shaping fields (`_cc`, `_replyto`, `_blacklist`,
 * the autoresponse address) are not in the schema: unknown keys are dropped, so a client can never choose
 * where mail goes. `_autoresponse` only says whether one is wanted; its text is the server's.
 */
export const relaySubmissionSchemaWith = (v: ContactValidationMessages, c: ConsentValidationMessages) =>
  contactFormSchemaWith(v, c).extend({
    _subject: z.string().max(CONTACT_LIMITS.subject, v.subjectTooLong).transform(stripLineBreaks).default(""),
    _next: z.string().trim().max(CONTACT_LIMITS.next, v.nextTooLong).default(""),
    _template: z.enum(["basic", "table", "box"]).catch("table").default("table"),
    _captcha: z.string().max(10).optional(),
    _autoresponse: z.string().max(CONTACT_LIMITS.autoresponse, v.autoresponseTooLong).default(""),
    _honey: z.string().max(CONTACT_LIMITS.honey).default(""),
    /** The form's language: which autoresponse text a visitor may get, and the language of the relay's answers. */
    _locale: z.enum(LOCALES, v.localeInvalid).default(DEFAULT_LOCALE),
    privacy_consent: z.preprocess(givenConsent, z.literal(true, { error: c.required })),
    /** The notice the visitor agreed to; a client that sends none agrees to the one the site shows now. */
    privacy_notice: z
      .enum(PRIVACY_NOTICE_VERSIONS, { error: c.versionUnknown })
      .default(PRIVACY_NOTICE_VERSION),
  });

/** The relay's schema in this module's language; the relay itself builds one per locale and picks the form's. */
export const relaySubmissionSchema = relaySubmissionSchemaWith(contactMessages.validation, consentMessages);

export type RelaySubmission = z.output<typeof relaySubmissionSchema>;
