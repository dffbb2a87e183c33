import { type Kysely, sql, type Transaction } from "kysely";
import { z } from "zod";
import { snakeKeys } from "../lib/key-case";
import {
  AUTORESPONSE_SKIP_REASONS,
  type AutoresponseSkipReason,
  type Inquiry,
  type InquiryDatabase,
  type NewInquiry,
  recipientKey,
  toInquiry,
} from "./schema";

export type AutoresponseDecision = "granted" | AutoresponseSkipReason;

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
  /**
   * Decide, once, whether inquiry `id` may have its autoresponse: not if its address had one allowed in the last
   * 24 hours ("address-limit"), nor once `perHour` were allowed in the last hour ("hourly-cap"), nor at all when
   * `perHour` is 0 ("disabled"). The decision is written to the row under a lock that every process sharing the
   * database takes, so the limits hold across instances and restarts; a decision already made is returned as is.
   */
  decideAutoresponse(id: string, now: Date, perHour: number): Promise<AutoresponseDecision>;
  markMailboxSent(id: string, at: Date): Promise<void>;
  markAutoresponseSent(id: string, at: Date): Promise<void>;
  markSent(id: string, at: Date): Promise<void>;
  markRetry(id: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void>;
  markFailed(id: string, attempts: number, error: string): Promise<void>;
  /**
   * Delete every inquiry from `email` (the address compared without regard to case), whatever its state: a pending
   * one is then never delivered, and its autoresponse no longer counts against the limits. Returns the deleted rows,
   * so that the caller can say what was deleted and what had already been mailed. On SQLite the freed space is
   * overwritten and the write-ahead log emptied (when no other connection is reading), so the text does not stay
   * behind in the files.
   */
  deleteByEmail(email: string): Promise<Inquiry[]>;
  close(): Promise<void>;
}

export type StoreDialect = "sqlite" | "postgres";

type Db = Kysely<InquiryDatabase>;

const iso = (d: Date) => d.toISOString();
const skipReason = z.enum(AUTORESPONSE_SKIP_REASONS);
const HOUR_MS = 3_600_000;
/** Any fixed number: the key of the PostgreSQL advisory lock that serialises autoresponse decisions. */
const AUTORESPONSE_LOCK = 0x6e756c6c;

/**
 * Run `fn` so that no other process deciding an autoresponse on the same database runs at the same time.
 * PostgreSQL: a transaction holding an advisory lock (READ COMMITTED statements after it see every earlier
 * decision). SQLite: a write transaction begun IMMEDIATE, which takes the database's write lock before reading.
 */
async function exclusively<T>(
  db: Db,
  dialect: StoreDialect,
  fn: (q: Db | Transaction<InquiryDatabase>) => Promise<T>,
) {
  if (dialect === "postgres") {
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${AUTORESPONSE_LOCK})`.execute(trx);
      return fn(trx);
    });
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await fn(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
  });
}

export function createKyselyRepository(db: Db, dialect: StoreDialect): InquiryRepository {
  return {
    async insert(input) {
      const row = {
        ...snakeKeys({
          ...input,
          createdAt: iso(input.createdAt),
          wantsAutoresponse: input.wantsAutoresponse ? 1 : 0,
          privacyConsent: input.privacyConsent ? 1 : 0,
        }),
        recipient_key: recipientKey(input.email),
        attempts: 0,
        next_attempt_at: iso(input.createdAt),
        last_error: null,
        mailbox_sent_at: null,
        autoresponse_granted_at: null,
        autoresponse_sent_at: null,
        autoresponse_skipped: null,
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

    async decideAutoresponse(id, now, perHour) {
      return exclusively(db, dialect, async (q) => {
        const row = await q
          .selectFrom("inquiries")
          .select(["recipient_key", "autoresponse_granted_at", "autoresponse_skipped"])
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        if (row.autoresponse_granted_at !== null) return "granted";
        if (row.autoresponse_skipped !== null) return skipReason.parse(row.autoresponse_skipped);
        let decision: AutoresponseDecision = "granted";
        if (perHour <= 0) decision = "disabled";
        else {
          const sameAddress = await q
            .selectFrom("inquiries")
            .select("id")
            .where("recipient_key", "=", row.recipient_key)
            .where("autoresponse_granted_at", ">", iso(new Date(now.getTime() - 24 * HOUR_MS)))
            .limit(1)
            .executeTakeFirst();
          if (sameAddress) decision = "address-limit";
          else {
            const { count } = await q
              .selectFrom("inquiries")
              .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
              .where("autoresponse_granted_at", ">", iso(new Date(now.getTime() - HOUR_MS)))
              .executeTakeFirstOrThrow();
            if (Number(count) >= perHour) decision = "hourly-cap";
          }
        }
        await q
          .updateTable("inquiries")
          .set(
            decision === "granted"
              ? { autoresponse_granted_at: iso(now) }
              : { autoresponse_skipped: decision },
          )
          .where("id", "=", id)
          .execute();
        return decision;
      });
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

    async deleteByEmail(email) {
      const address = email.trim().toLowerCase();
      const remove = (q: Db) =>
        q
          .deleteFrom("inquiries")
          .where(sql<string>`lower(email)`, "=", address)
          .returningAll()
          .execute();
      if (dialect === "postgres") return (await remove(db)).map(toInquiry);
      return db.connection().execute(async (conn) => {
        await sql`pragma secure_delete = on`.execute(conn);
        try {
          const rows = await remove(conn);
          await sql`pragma wal_checkpoint(truncate)`.execute(conn);
          return rows.map(toInquiry);
        } finally {
          await sql`pragma secure_delete = off`.execute(conn);
        }
      });
    },

    async close() {
      await db.destroy();
    },
  };
}
