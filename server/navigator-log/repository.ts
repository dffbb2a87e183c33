import { sql, type Kysely } from "kysely";
import type { InquiryDatabase } from "../inquiries/schema";
import type { ChoiceRow, DecisionRow, FeedbackRow, NavigatorLogDatabase } from "./schema";
import { createSqliteDecisionWriter } from "./sqlite-writer";

/** The decision log's tables in the inquiry store (SQLite or PostgreSQL); migrations create them. */
export interface NavigatorLogRepository {
  insertDecisions(rows: readonly DecisionRow[]): Promise<void>;
  /** Keeps the latest verdict per answer. */
  upsertFeedback(rows: readonly FeedbackRow[]): Promise<void>;
  /** Keeps the latest choice per answer. */
  upsertChoices(rows: readonly ChoiceRow[]): Promise<void>;
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
  /** Answers offered with choices: how many, how many led to a choice, and the page chosen when it was not the
   * answer's own (the engine ranked it lower: a request worth a look). */
  unsure: { total: number; chosen: number; chosenOther: number };
  /** Unsure answers whose visitor chose another page than the answer's: query, answer, page chosen. */
  choseOther: { query: string; destination: string; chosen: string; count: number }[];
  /**
   * Confident answers whose visitor chose one of the other pages shown beside them instead: the navigator was sure
   * and the visitor went elsewhere, the plainest sign of a confident wrong answer.
   */
  confidentChoseOther: { query: string; destination: string; chosen: string; count: number }[];
  notHelpful: { query: string; destination: string; count: number; comments: string[] }[];
  /** Confident answers visitors said were not helpful: the navigator was sure and wrong (or so they felt). */
  confidentNotHelpful: { query: string; destination: string; count: number; comments: string[] }[];
  destinations: { path: string; count: number }[];
}

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
    async upsertChoices(rows) {
      for (const row of rows) {
        await db
          .insertInto("navigator_choices")
          .values(row)
          .onConflict((oc) => oc.column("answer_id").doUpdateSet({ day: row.day, path: row.path }))
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
      const choices = await db
        .deleteFrom("navigator_choices")
        .where("day", "<", firstKeptDay)
        .executeTakeFirst();
      return (
        Number(decisions.numDeletedRows) + Number(feedback.numDeletedRows) + Number(choices.numDeletedRows)
      );
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
      const unsure = await db
        .selectFrom("navigator_decisions as d")
        .leftJoin("navigator_choices as c", "c.answer_id", "d.answer_id")
        .where("d.day", ">=", sinceDay)
        .where("d.confident", "=", 0)
        .select([
          count.as("total"),
          sql<number>`sum(case when c.path is not null then 1 else 0 end)`.as("chosen"),
        ])
        .executeTakeFirstOrThrow();
      const chosenElsewhere = (confident: 0 | 1) =>
        db
          .selectFrom("navigator_choices as c")
          .innerJoin("navigator_decisions as d", "d.answer_id", "c.answer_id")
          .where("d.day", ">=", sinceDay)
          .where("d.confident", "=", confident)
          .whereRef("c.path", "!=", "d.destination");
      const chosenOther = await chosenElsewhere(0).select(count.as("count")).executeTakeFirstOrThrow();
      const choicesOf = (confident: 0 | 1) =>
        chosenElsewhere(confident)
          .select(["d.query as query", "d.destination as destination", "c.path as chosen", count.as("count")])
          .groupBy(["d.query", "d.destination", "c.path"])
          .orderBy("count", "desc")
          .orderBy("d.query")
          .limit(limit)
          .execute();
      const choseOther = await choicesOf(0);
      const confidentChoseOther = await choicesOf(1);
      const negative = await db
        .selectFrom("navigator_feedback as f")
        .innerJoin("navigator_decisions as d", "d.answer_id", "f.answer_id")
        .where("f.day", ">=", sinceDay)
        .where("f.helpful", "=", 0)
        .select([
          "d.query as query",
          "d.destination as destination",
          "d.confident as confident",
          "f.comment as comment",
        ])
        .execute();
      const destinations = await recent
        .select(["destination as path", count.as("count")])
        .groupBy("destination")
        .orderBy("count", "desc")
        .orderBy("destination")
        .execute();

      const group = (rows: typeof negative) => {
        const grouped = new Map<string, NavigatorReport["notHelpful"][number]>();
        for (const row of rows) {
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
        return [...grouped.values()]
          .sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
          .slice(0, limit);
      };
      const n = (value: unknown) => Number(value ?? 0);
      return {
        sinceDay,
        total: n(totals.total),
        unknown: n(totals.unknown),
        helpful: n(verdicts.helpful),
        notHelpfulCount: n(verdicts.notHelpful),
        unanswered: unanswered.map((r) => ({ query: r.query, count: n(r.count) })),
        unsure: {
          total: n(unsure.total),
          chosen: n(unsure.chosen),
          chosenOther: n(chosenOther.count),
        },
        choseOther: choseOther.map((r) => ({
          query: r.query,
          destination: r.destination,
          chosen: r.chosen,
          count: n(r.count),
        })),
        confidentChoseOther: confidentChoseOther.map((r) => ({
          query: r.query,
          destination: r.destination,
          chosen: r.chosen,
          count: n(r.count),
        })),
        notHelpful: group(negative),
        confidentNotHelpful: group(negative.filter((r) => Number(r.confident) === 1)),
        destinations: destinations.map((r) => ({ path: r.path, count: n(r.count) })),
      };
    },
  };
}
