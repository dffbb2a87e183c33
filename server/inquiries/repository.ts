import type { Kysely } from "kysely";
import { snakeKeys } from "../lib/key-case";
import { type Inquiry, type InquiryDatabase, type NewInquiry, toInquiry } from "./schema";

/** The one storage interface; SQLite and PostgreSQL differ only in the Kysely dialect behind it. */
export interface InquiryRepository {
  /** Resolves only once the row is committed (and, on SQLite with synchronous=FULL, fsync'd). */
  insert(input: NewInquiry): Promise<Inquiry>;
  get(id: string): Promise<Inquiry | undefined>;
  /** Every inquiry, oldest first. */
  list(): Promise<Inquiry[]>;
  /**
   * Take up to `limit` pending inquiries that are due, leasing each until `leaseUntil` so that another
   * instance (or an overlapping run) does not send the same one. A crashed sender's lease simply expires.
   */
  claimDue(now: Date, leaseUntil: Date, limit: number): Promise<Inquiry[]>;
  markMailboxSent(id: string, at: Date): Promise<void>;
  markAutoresponseSent(id: string, at: Date): Promise<void>;
  markSent(id: string, at: Date): Promise<void>;
  markRetry(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  markFailed(id: string, attempts: number, error: string): Promise<void>;
  close(): Promise<void>;
}

const iso = (d: Date) => d.toISOString();

export function createKyselyRepository(db: Kysely<InquiryDatabase>): InquiryRepository {
  return {
    async insert(input) {
      const row = {
        ...snakeKeys({
          ...input,
          createdAt: iso(input.createdAt),
          wantsAutoresponse: input.wantsAutoresponse ? 1 : 0,
        }),
        attempts: 0,
        next_attempt_at: iso(input.createdAt),
        last_error: null,
        mailbox_sent_at: null,
        autoresponse_sent_at: null,
        sent_at: null,
      };
      await db.insertInto("inquiries").values(row).execute();
      return toInquiry(row);
    },

    async get(id) {
      const row = await db.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
      return row ? toInquiry(row) : undefined;
    },

    async list() {
      const rows = await db.selectFrom("inquiries").selectAll().orderBy("created_at").orderBy("id").execute();
      return rows.map(toInquiry);
    },

    async claimDue(now, leaseUntil, limit) {
      const due = await db
        .selectFrom("inquiries")
        .select(["id", "next_attempt_at"])
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", iso(now))
        .orderBy("next_attempt_at")
        .limit(limit)
        .execute();
      const claimed: Inquiry[] = [];
      for (const candidate of due) {
        // Compare-and-set on next_attempt_at: only one claimer can move it forward.
        const result = await db
          .updateTable("inquiries")
          .set({ next_attempt_at: iso(leaseUntil) })
          .where("id", "=", candidate.id)
          .where("status", "=", "pending")
          .where("next_attempt_at", "=", candidate.next_attempt_at)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) continue;
        const row = await db
          .selectFrom("inquiries")
          .selectAll()
          .where("id", "=", candidate.id)
          .executeTakeFirst();
        if (row) claimed.push(toInquiry(row));
      }
      return claimed;
    },

    async markMailboxSent(id, at) {
      await db
        .updateTable("inquiries")
        .set({ mailbox_sent_at: iso(at) })
        .where("id", "=", id)
        .execute();
    },

    async markAutoresponseSent(id, at) {
      await db
        .updateTable("inquiries")
        .set({ autoresponse_sent_at: iso(at) })
        .where("id", "=", id)
        .execute();
    },

    async markSent(id, at) {
      await db
        .updateTable("inquiries")
        .set({ status: "sent", sent_at: iso(at), last_error: null })
        .where("id", "=", id)
        .execute();
    },

    async markRetry(id, attempts, nextAttemptAt, error) {
      await db
        .updateTable("inquiries")
        .set({ attempts, next_attempt_at: iso(nextAttemptAt), last_error: error.slice(0, 1000) })
        .where("id", "=", id)
        .execute();
    },

    async markFailed(id, attempts, error) {
      await db
        .updateTable("inquiries")
        .set({ status: "failed", attempts, last_error: error.slice(0, 1000) })
        .where("id", "=", id)
        .execute();
    },

    async close() {
      await db.destroy();
    },
  };
}
