import type { Generated } from "kysely";
import { z } from "zod";
import { LOCALES } from "../../content/locales";
import { camelKeys, type CamelKeys } from "../lib/key-case";

/** Outbox states: pending (waiting for delivery), sent, failed (gave up after the last retry), spam (honeypot). */
export const INQUIRY_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * Why an autoresponse the form asked for was not sent: the address already had one in the last 24 hours, the
 * hourly cap (AUTORESPONSE_PER_HOUR) was reached, or autoresponses are off (AUTORESPONSE_PER_HOUR=0).
 */
export const AUTORESPONSE_SKIP_REASONS = ["address-limit", "hourly-cap", "disabled"] as const;
export type AutoresponseSkipReason = (typeof AUTORESPONSE_SKIP_REASONS)[number];

/**
 * A stored inquiry, as both dialects store it: the one definition of its fields; the Kysely table, the public
 * `Inquiry` and the insert shape are derived from it. Rows are parsed with it when read back, so a hand-edited
 * or half-migrated row fails loudly, not deep in a mailer. Times are ISO-8601 UTC strings (`toISOString()`,
 * fixed width, so they compare correctly as text in SQLite and PostgreSQL alike); booleans are 0/1 integers for
 * the same reason.
 */
export const inquiryRowSchema = z.object({
  id: z.string().min(1),
  created_at: z.string(),
  mailbox: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  message: z.string(),
  context: z.string(),
  subject: z.string(),
  template: z.string(),
  wants_autoresponse: z.coerce.number().int(),
  /** The form's language: which autoresponse text the visitor may get. */
  locale: z.enum(LOCALES),
  /** The address as the autoresponse limit counts it (see recipientKey). */
  recipient_key: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  attempts: z.coerce.number().int().min(0),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  mailbox_sent_at: z.string().nullable(),
  /** When the store allowed this inquiry's autoresponse (it counts against the limits from then on). */
  autoresponse_granted_at: z.string().nullable(),
  autoresponse_sent_at: z.string().nullable(),
  autoresponse_skipped: z.enum(AUTORESPONSE_SKIP_REASONS).nullable(),
  sent_at: z.string().nullable(),
  client_ip: z.string(),
  /** 1 when the visitor agreed to the privacy notice; 0 on rows stored before the form asked (not recorded). */
  privacy_consent: z.coerce.number().int(),
  /** The version of the notice the visitor agreed to (content/privacy-notice.ts); null before the form asked. */
  privacy_notice_version: z.string().nullable(),
});

export type InquiryRow = z.infer<typeof inquiryRowSchema>;

/** The Kysely table: the row, with the columns the database can fill in itself marked as generated. */
export type InquiryTable = Omit<InquiryRow, "attempts"> & { attempts: Generated<number> };

export interface InquiryDatabase {
  inquiries: InquiryTable;
}

/** The public shape (scripts, tests, mail): the row's fields in camelCase, booleans as booleans. */
export type Inquiry = Omit<CamelKeys<InquiryRow>, "wantsAutoresponse" | "privacyConsent"> & {
  wantsAutoresponse: boolean;
  privacyConsent: boolean;
};

/** Fields the store and the outbox maintain; a submission never sets them. */
type StoreManaged =
  | "recipientKey"
  | "attempts"
  | "nextAttemptAt"
  | "lastError"
  | "mailboxSentAt"
  | "autoresponseGrantedAt"
  | "autoresponseSentAt"
  | "autoresponseSkipped"
  | "sentAt";

/** What a submission stores: "pending" for real inquiries, "spam" for honeypot hits (never delivered). */
export type NewInquiry = Omit<Inquiry, StoreManaged | "createdAt" | "status"> & {
  createdAt: Date;
  status: Extract<InquiryStatus, "pending" | "spam">;
};

export function toInquiry(raw: unknown): Inquiry {
  const row = inquiryRowSchema.parse(raw);
  return {
    ...camelKeys(row),
    wantsAutoresponse: row.wants_autoresponse === 1,
    privacyConsent: row.privacy_consent === 1,
  };
}

/**
 * The mailbox an address delivers to, as the one-autoresponse-per-address limit counts it: lowercase, and
 * without a `+tag` in the local part (`Jane+1@Example.com` and `jane+2@example.com` are one inbox at most
 * providers, so tags must not multiply the autoresponses one person can be sent).
 */
export function recipientKey(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return email.trim().toLowerCase();
  const local = email.slice(0, at).split("+", 1)[0] ?? "";
  return `${local}${email.slice(at)}`.trim().toLowerCase();
}
