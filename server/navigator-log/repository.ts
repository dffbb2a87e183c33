import { sql, type Kysely } from "kysely";
import type { InquiryDatabase } from "../inquiries/schema";
import type { DecisionRow, FeedbackRow, NavigatorLogDatabase } from "./schema";
import { createSqliteDecisionWriter } from "./sqlite-writer";

/** The decision log's tables in the inquiry store (SQLite or PostgreSQL); migrations create them. */
export interface NavigatorLogRepository {
  insertDecisions(rows: readonly DecisionRow[]): Promise<void>;
  /** Keeps the latest verdict per answer. */
  upsertFeedback(rows: readonly FeedbackRow[]): Promise<void>;
  /** Deletes what is older than `firstKeptDay` (YYYY-MM-DD); returns the number of rows deleted. */
  prune(firstKeptDay: string): Promise<number>;
  report(sinceDay: string, limit: number): Promise<NavigatorReport>;
  /** Waits for decisions being written and stops what writes them (before the store closes). */
  close(): Promise<void>;
}

export interface NavigatorReport {
  sinceDay: string;
  total: number;
  unknown: number;
  helpful: number;
  notHelpfulCount: number;
  unanswered: { query: string; count: number }[];
  lowConfidence: { query: string; destination: string; count: number }[];
  notHelpful: { query: string; destination: string; count: number; comments: string[] }[];
  destinations: { path: string; count: number }[];
}

/** Answers the engine gave with less confidence than this are worth a look (the engine answers from 0.12). */
export const LOW_CONFIDENCE = 0.3;

/**
 * `sqliteFile` is the SQLite store's file, when the store is SQLite: decisions are then written by a thread of their
 * own (sqlite-writer.ts), one prepared statement in one transaction per batch. (Through Kysely each batch was a
 * fresh 500-row INSERT, built, compiled and prepared again, 3,000 parameters, which cost more than the rows.)
 */
export function createNavigatorLogRepository(
  store: Kysely<InquiryDatabase>,
  sqliteFile?: string,
): NavigatorLogRepository {
  const db = store.withTables<NavigatorLogDatabase>();
  const writer = sqliteFile ? createSqliteDecisionWriter(sqliteFile) : null;
  return {
    async insertDecisions(rows) {
      if (rows.length === 0) return;
      if (writer) return writer.write(rows);
      // An answer id is unique; a batch written twice (a retry after a lost reply) must not fail.
      await db
        .insertInto("navigator_decisions")
        .values([...rows])
        .onConflict((oc) => oc.column("answer_id").doNothing())
        .execute();
    },
    close: async () => writer?.close(),
    async upsertFeedback(rows) {
      // One statement per answer: a batch may hold two verdicts on one answer, and the later one wins.
      for (const row of rows) {
        await db
          .insertInto("navigator_feedback")
          .values(row)
          .onConflict((oc) =>
            oc.column("answer_id").doUpdateSet({ day: row.day, helpful: row.helpful, comment: row.comment }),
          )
          .execute();
      }
    },
    async prune(firstKeptDay) {
      const decisions = await db
        .deleteFrom("navigator_decisions")
        .where("day", "<", firstKeptDay)
        .executeTakeFirst();
      const feedback = await db
        .deleteFrom("navigator_feedback")
        .where("day", "<", firstKeptDay)
        .executeTakeFirst();
      return Number(decisions.numDeletedRows) + Number(feedback.numDeletedRows);
    },
    async report(sinceDay, limit) {
      const recent = db.selectFrom("navigator_decisions").where("day", ">=", sinceDay);
      const count = sql<number>`count(*)`;
      const totals = await recent
        .select([
          count.as("total"),
          sql<number>`sum(case when destination = 'unknown' then 1 else 0 end)`.as("unknown"),
        ])
        .executeTakeFirstOrThrow();
      const verdicts = await db
        .selectFrom("navigator_feedback")
        .where("day", ">=", sinceDay)
        .select([
          sql<number>`sum(case when helpful = 1 then 1 else 0 end)`.as("helpful"),
          sql<number>`sum(case when helpful = 0 then 1 else 0 end)`.as("notHelpful"),
        ])
        .executeTakeFirstOrThrow();
      const unanswered = await recent
        .where("destination", "=", "unknown")
        .select(["query", count.as("count")])
        .groupBy("query")
        .orderBy("count", "desc")
        .orderBy("query")
        .limit(limit)
        .execute();
      const lowConfidence = await recent
        .where("destination", "!=", "unknown")
        .where("confidence", "<", LOW_CONFIDENCE)
        .select(["query", "destination", count.as("count")])
        .groupBy(["query", "destination"])
        .orderBy("count", "desc")
        .orderBy("query")
        .limit(limit)
        .execute();
      const negative = await db
        .selectFrom("navigator_feedback as f")
        .innerJoin("navigator_decisions as d", "d.answer_id", "f.answer_id")
        .where("f.day", ">=", sinceDay)
        .where("f.helpful", "=", 0)
        .select(["d.query as query", "d.destination as destination", "f.comment as comment"])
        .execute();
      const destinations = await recent
        .select(["destination as path", count.as("count")])
        .groupBy("destination")
        .orderBy("count", "desc")
        .orderBy("destination")
        .execute();

      const grouped = new Map<string, NavigatorReport["notHelpful"][number]>();
      for (const row of negative) {
        const key = `${row.query}\u0000${row.destination}`;
        const entry = grouped.get(key) ?? {
          query: row.query,
          destination: row.destination,
          count: 0,
          comments: [],
        };
        entry.count += 1;
        if (row.comment) entry.comments.push(row.comment);
        grouped.set(key, entry);
      }
      const n = (value: unknown) => Number(value ?? 0);
      return {
        sinceDay,
        total: n(totals.total),
        unknown: n(totals.unknown),
        helpful: n(verdicts.helpful),
        notHelpfulCount: n(verdicts.notHelpful),
        unanswered: unanswered.map((r) => ({ query: r.query, count: n(r.count) })),
        lowConfidence: lowConfidence.map((r) => ({
          query: r.query,
          destination: r.destination,
          count: n(r.count),
        })),
        notHelpful: [...grouped.values()]
          .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
          .slice(0, limit),
        destinations: destinations.map((r) => ({ path: r.path, count: n(r.count) })),
      };
    },
  };
}
