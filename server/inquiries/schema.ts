import type { Generated } from "kysely";
import { z } from "zod";

/** Outbox states: pending (waiting for delivery), sent, failed (gave up after the last retry), spam (honeypot). */
export const INQUIRY_STATUSES = ["pending", "sent", "failed", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

/**
 * The table as both dialects store it. Times are ISO-8601 UTC strings (`toISOString()`, fixed width, so they
 * compare correctly as text in SQLite and PostgreSQL alike); booleans are 0/1 integers for the same reason.
 */
export interface InquiryTable {
  id: string;
  created_at: string;
  mailbox: string;
  name: string;
  company: string;
  email: string;
  message: string;
  context: string;
  subject: string;
  template: string;
  wants_autoresponse: number;
  status: InquiryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  mailbox_sent_at: string | null;
  autoresponse_sent_at: string | null;
  sent_at: string | null;
  client_ip: string;
}

export interface InquiryDatabase {
  inquiries: InquiryTable;
}

/** Rows are parsed when read back: a hand-edited or half-migrated row fails loudly, not deep in a mailer. */
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
  status: z.enum(INQUIRY_STATUSES),
  attempts: z.coerce.number().int().min(0),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  mailbox_sent_at: z.string().nullable(),
  autoresponse_sent_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  client_ip: z.string(),
});

export type InquiryRow = z.infer<typeof inquiryRowSchema>;

/** The public shape (scripts, tests): camelCase, booleans as booleans. */
export interface Inquiry {
  id: string;
  createdAt: string;
  mailbox: string;
  name: string;
  company: string;
  email: string;
  message: string;
  context: string;
  subject: string;
  template: string;
  wantsAutoresponse: boolean;
  status: InquiryStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  mailboxSentAt: string | null;
  autoresponseSentAt: string | null;
  sentAt: string | null;
  clientIp: string;
}

export function toInquiry(raw: unknown): Inquiry {
  const r = inquiryRowSchema.parse(raw);
  return {
    id: r.id,
    createdAt: r.created_at,
    mailbox: r.mailbox,
    name: r.name,
    company: r.company,
    email: r.email,
    message: r.message,
    context: r.context,
    subject: r.subject,
    template: r.template,
    wantsAutoresponse: r.wants_autoresponse === 1,
    status: r.status,
    attempts: r.attempts,
    nextAttemptAt: r.next_attempt_at,
    lastError: r.last_error,
    mailboxSentAt: r.mailbox_sent_at,
    autoresponseSentAt: r.autoresponse_sent_at,
    sentAt: r.sent_at,
    clientIp: r.client_ip,
  };
}
