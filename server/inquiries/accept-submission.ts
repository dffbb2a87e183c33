import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { consentMessages as koConsent } from "../../content/ko/messages/consent";
import type { Translation } from "../../content/i18n";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../content/locales";
import { consentMessages } from "../../content/messages/consent";
import { relayMessages } from "../../content/messages/relay";
import { CONTACT_LIMITS, relaySubmissionSchema, stripLineBreaks } from "../../content/schemas/contact";
import type { InquiryRepository } from "./repository";
import type { Inquiry, NewInquiry } from "./schema";

export type Submission =
  { kind: "stored"; inquiry: Inquiry; next: string } | { kind: "invalid"; problems: string[] };

const fieldLabels: Record<string, string> = {
  name: "Name",
  company: "Company",
  email: "Email",
  message: "Message",
  context: "Context",
  _subject: "Subject",
  _next: "Return address",
  _autoresponse: "Autoresponse",
  _honey: "Honeypot",
  _locale: "Language",
};

/** The consent problems in each language the form comes in: the visitor reads them on the relay's answer. */
const consentText: Readonly<Record<Locale, Translation<typeof consentMessages>>> = {
  en: consentMessages,
  ko: koConsent,
};

function describe(issues: readonly z.core.$ZodIssue[], locale: Locale): string[] {
  const c = consentText[locale];
  return issues.map((issue) => {
    const key = String(issue.path[0] ?? "form");
    if (key === "privacy_consent") return `${c.fieldLabel}: ${c.required}`;
    if (key === "privacy_notice") return `${c.versionLabel}: ${c.versionUnknown}`;
    return `${fieldLabels[key] ?? key}: ${issue.message}`;
  });
}

/** The form's language as it said it (`_locale`), for the problems of a post that is otherwise invalid. */
const localeOf = (value: unknown): Locale => LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;

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
    const parsed = relaySubmissionSchema.safeParse(fields);
    if (!parsed.success)
      return { kind: "invalid", problems: describe(parsed.error.issues, localeOf(fields._locale)) };
    const s = parsed.data;
    const inquiry = await repository.insert({
      ...base,
      name: s.name,
      company: s.company,
      email: s.email,
      message: s.message,
      context: s.context,
      subject: s._subject || relayMessages.en.defaultSubject,
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
