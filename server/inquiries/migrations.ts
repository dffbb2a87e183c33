import { type Kysely, type Migration, Migrator } from "kysely";

/**
 * Schema migrations, in order. Kysely's Migrator records them in `kysely_migration` and, on PostgreSQL, holds an
 * advisory lock so several instances starting together migrate once. DDL uses IF NOT EXISTS so a migration
 * interrupted half-way (SQLite has no transactional DDL in Kysely) can simply run again.
 */
// Migrations are written against an untyped database: they describe the schema, they do not use it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const migrations: Record<string, Migration> = {
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
};

/** Bring the schema up to date; retried because two processes racing on a fresh SQLite file may collide once. */
export async function migrateToLatest(db: AnyDb, attempts = 4): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  let lastError: unknown;
  for (let i = 0; i < attempts; i += 1) {
    const { error } = await migrator.migrateToLatest();
    if (!error) return;
    lastError = error;
    await new Promise((resolve) => setTimeout(resolve, 50 * (i + 1)));
  }
  throw new Error(`inquiry store migration failed: ${String(lastError)}`, { cause: lastError });
}
