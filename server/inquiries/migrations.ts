import { type Kysely, type Migration, Migrator } from "kysely";

/**
 * Schema migrations, in order. Kysely's Migrator records them in `kysely_migration` and, on PostgreSQL, holds an
 * advisory lock so several instances starting together migrate once. DDL uses IF NOT EXISTS so a migration
 * interrupted half-way (SQLite has no transactional DDL in Kysely) can simply run again.
 */
// Migrations are written against an untyped database: they describe the schema, they do not use it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const migrations = {
  "0001_create_inquiries": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("inquiries")
        .ifNotExists()
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("mailbox", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("company", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("context", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("template", "text", (c) => c.notNull().defaultTo("table"))
        .addColumn("wants_autoresponse", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("next_attempt_at", "text", (c) => c.notNull())
        .addColumn("last_error", "text")
        .addColumn("mailbox_sent_at", "text")
        .addColumn("autoresponse_sent_at", "text")
        .addColumn("sent_at", "text")
        .addColumn("client_ip", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createIndex("inquiries_due")
        .ifNotExists()
        .on("inquiries")
        .columns(["status", "next_attempt_at"])
        .execute();
      await db.schema
        .createIndex("inquiries_created")
        .ifNotExists()
        .on("inquiries")
        .columns(["created_at", "id"])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("inquiries").ifExists().execute();
    },
  },
  "0002_autoresponse_limits_and_locale": {
    async up(db: AnyDb) {
      // SQLite has no ADD COLUMN IF NOT EXISTS and no transactional DDL here: add only what is missing, so a run
      // interrupted half-way can run again.
      const table = (await db.introspection.getTables()).find((t) => t.name === "inquiries");
      const present = new Set(table?.columns.map((c) => c.name));
      const add = async (name: string, build: (t: AnyDb["schema"]) => { execute(): Promise<void> }) => {
        if (!present.has(name)) await build(db.schema).execute();
      };
      await add("locale", (schema) =>
        schema.alterTable("inquiries").addColumn("locale", "text", (c) => c.notNull().defaultTo("en")),
      );
      await add("recipient_key", (schema) =>
        schema.alterTable("inquiries").addColumn("recipient_key", "text", (c) => c.notNull().defaultTo("")),
      );
      await add("autoresponse_granted_at", (schema) =>
        schema.alterTable("inquiries").addColumn("autoresponse_granted_at", "text"),
      );
      await add("autoresponse_skipped", (schema) =>
        schema.alterTable("inquiries").addColumn("autoresponse_skipped", "text"),
      );
      // Rows from before the limits: their sent autoresponses count against them (key = the address, lowercased).
      await db
        .updateTable("inquiries")
        .set((eb) => ({ recipient_key: eb.fn("lower", ["email"]) }))
        .where("recipient_key", "=", "")
        .execute();
      await db
        .updateTable("inquiries")
        .set((eb) => ({ autoresponse_granted_at: eb.ref("autoresponse_sent_at") }))
        .where("autoresponse_sent_at", "is not", null)
        .where("autoresponse_granted_at", "is", null)
        .execute();
      await db.schema
        .createIndex("inquiries_autoresponse_recipient")
        .ifNotExists()
        .on("inquiries")
        .columns(["recipient_key", "autoresponse_granted_at"])
        .execute();
      await db.schema
        .createIndex("inquiries_autoresponse_granted")
        .ifNotExists()
        .on("inquiries")
        .column("autoresponse_granted_at")
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropIndex("inquiries_autoresponse_granted").ifExists().execute();
      await db.schema.dropIndex("inquiries_autoresponse_recipient").ifExists().execute();
      for (const column of ["autoresponse_skipped", "autoresponse_granted_at", "recipient_key", "locale"]) {
        await db.schema.alterTable("inquiries").dropColumn(column).execute();
      }
    },
  },
  // The navigator's decision log and the visitors' feedback on answers (server/navigator-log): no personal data,
  // a UTC day instead of a time, pruned after NAVIGATOR_LOG_DAYS.
  "0003_navigator_log": {
    async up(db: AnyDb) {
      await db.schema
        .createTable("navigator_decisions")
        .ifNotExists()
        .addColumn("answer_id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("locale", "text", (c) => c.notNull())
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("destination", "text", (c) => c.notNull())
        .addColumn("confidence", "real", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("navigator_decisions_day")
        .ifNotExists()
        .on("navigator_decisions")
        .column("day")
        .execute();
      await db.schema
        .createTable("navigator_feedback")
        .ifNotExists()
        .addColumn("answer_id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("helpful", "integer", (c) => c.notNull())
        .addColumn("comment", "text")
        .execute();
      await db.schema
        .createIndex("navigator_feedback_day")
        .ifNotExists()
        .on("navigator_feedback")
        .column("day")
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("navigator_feedback").ifExists().execute();
      await db.schema.dropTable("navigator_decisions").ifExists().execute();
    },
  },
  // The visitor's consent to the privacy notice, and which version of the notice they saw. Rows stored before the
  // form asked for consent keep 0 and no version: they are read as "not recorded", never as a consent.
  "0004_privacy_consent": {
    async up(db: AnyDb) {
      const table = (await db.introspection.getTables()).find((t) => t.name === "inquiries");
      const present = new Set(table?.columns.map((c) => c.name));
      if (!present.has("privacy_consent"))
        await db.schema
          .alterTable("inquiries")
          .addColumn("privacy_consent", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      if (!present.has("privacy_notice_version"))
        await db.schema.alterTable("inquiries").addColumn("privacy_notice_version", "text").execute();
    },
    async down(db: AnyDb) {
      for (const column of ["privacy_notice_version", "privacy_consent"]) {
        await db.schema.alterTable("inquiries").dropColumn(column).execute();
      }
    },
  },
  // Whether each answer was confident (null for answers logged before the navigator said), and the page a visitor
  // chose among an unsure answer's choices.
  "0005_navigator_confidence_and_choices": {
    async up(db: AnyDb) {
      const table = (await db.introspection.getTables()).find((t) => t.name === "navigator_decisions");
      if (!table?.columns.some((c) => c.name === "confident"))
        await db.schema.alterTable("navigator_decisions").addColumn("confident", "integer").execute();
      await db.schema
        .createTable("navigator_choices")
        .ifNotExists()
        .addColumn("answer_id", "text", (c) => c.primaryKey())
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("navigator_choices_day")
        .ifNotExists()
        .on("navigator_choices")
        .column("day")
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable("navigator_choices").ifExists().execute();
      await db.schema.alterTable("navigator_decisions").dropColumn("confident").execute();
    },
  },
} satisfies Record<string, Migration>;

export type MigrationName = keyof typeof migrations;

/**
 * Bring the schema up to date (or up to `target`: tests start from an older schema); retried because two
 * processes racing on a fresh SQLite file may collide once.
 */
export async function migrateToLatest(db: AnyDb, attempts = 4, target?: MigrationName): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  let lastError: unknown;
  for (let i = 0; i < attempts; i += 1) {
    const { error } = target ? await migrator.migrateTo(target) : await migrator.migrateToLatest();
    if (!error) return;
    lastError = error;
    await new Promise((resolve) => setTimeout(resolve, 50 * (i + 1)));
  }
  throw new Error(`inquiry store migration failed: ${String(lastError)}`, { cause: lastError });
}
