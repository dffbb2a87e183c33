import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { consentMessages as koConsentMessages } from "../../content/ko/messages/consent";
import { contactMessages as koContactMessages } from "../../content/ko/messages/contact";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales";
import { consentMessages } from "../../content/messages/consent";
import { contactMessages } from "../../content/messages/contact";
import { mailboxDefaultSubject, relayMessages } from "../../content/messages/relay";
import { CONTACT_LIMITS, relaySubmissionSchemaWith, stripLineBreaks } from "../../content/schemas/contact";
import type { InquiryRepository } from "./repository";
import type { Inquiry, NewInquiry } from "./schema";

export type Submission =
  { kind: "stored"; inquiry: Inquiry; next: string } | { kind: "invalid"; problems: string[] };

/** Each locale's form texts: its validation messages and the labels the visitor saw, and the consent box's. */
const formTexts = { en: contactMessages, ko: koContactMessages } satisfies Record<Locale, unknown>;
const consentTexts = { en: consentMessages, ko: koConsentMessages } satisfies Record<Locale, unknown>;

/** Per locale, the relay's schema (problems in that language) and the field names a list of problems uses. */
const byLocale = Object.fromEntries(
  LOCALES.map((locale) => {
    const { form, validation } = formTexts[locale];
    const consent = consentTexts[locale];
    const labels: Record<string, string> = {
      name: form.nameLabel,
      company: form.companyLabel,
      email: form.emailLabel,
      message: form.messageLabel,
      ...relayMessages[locale].fieldLabels,
      privacy_consent: consent.fieldLabel,
      privacy_notice: consent.versionLabel,
    };
    return [locale, { schema: relaySubmissionSchemaWith(validation, consent), labels }];
  }),
) as Record<Locale, { schema: ReturnType<typeof relaySubmissionSchemaWith>; labels: Record<string, string> }>;

function describe(issues: readonly z.core.$ZodIssue[], labels: Record<string, string>): string[] {
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? "form");
    return `${labels[key] ?? key}: ${issue.message}`;
  });
}

/** The form's language, when its `_locale` names one; a missing or unknown one is reported in English. */
export function formLocale(fields: Record<string, unknown>): Locale {
  const value = fields._locale;
  return (LOCALES as readonly unknown[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;
}

const text = (value: unknown, max: number) => (typeof value === "string" ? value.trim().slice(0, max) : "");

/**
 * Validate and store one relay submission. The honeypot check comes first: a bot gets the same answer as a
 * person (it learns nothing), its row is kept as spam for inspection and is never mailed.
 */
export async function acceptSubmission(
  repository: InquiryRepository,
  body: unknown,
  meta: { mailbox: string; clientIp: string; now?: Date },
): Promise<Submission> {
  const fields = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const base = {
    id: randomUUID(),
    createdAt: meta.now ?? new Date(),
    mailbox: meta.mailbox,
    clientIp: meta.clientIp,
  };

  if (typeof fields._honey !== "string" || fields._honey.trim() === "") {
    const { schema, labels } = byLocale[formLocale(fields)];
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return { kind: "invalid", problems: describe(parsed.error.issues, labels) };
    const s = parsed.data;
    const inquiry = await repository.insert({
      ...base,
      name: s.name,
      company: s.company,
      email: s.email,
      message: s.message,
      context: s.context,
      subject: s._subject || mailboxDefaultSubject,
      template: s._template,
      wantsAutoresponse: s._autoresponse.trim() !== "",
      locale: s._locale,
      status: "pending",
      privacyConsent: s.privacy_consent,
      privacyNoticeVersion: s.privacy_notice,
    });
    return { kind: "stored", inquiry, next: s._next };
  }

  const L = CONTACT_LIMITS;
  const spam: NewInquiry = {
    ...base,
    name: text(fields.name, L.name),
    company: text(fields.company, L.company),
    email: text(fields.email, L.email),
    message: text(fields.message, L.message),
    context: text(fields.context, L.context),
    subject: stripLineBreaks(text(fields._subject, L.subject)),
    template: "table",
    wantsAutoresponse: false,
    locale: DEFAULT_LOCALE,
    status: "spam",
    privacyConsent: false,
    privacyNoticeVersion: null,
  };
  const inquiry = await repository.insert(spam);
  return { kind: "stored", inquiry, next: text(fields._next, L.next) };
}
