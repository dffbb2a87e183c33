import { sql } from "kysely";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { migrateToLatest } from "./migrations";
import { openDatabase, openInquiryStore, SQLITE_FILE, type StoreOptions } from "./open-store";
import type { InquiryRepository } from "./repository";
import type { NewInquiry } from "./schema";
import { freshPostgresDatabase, TEST_DATABASE_URL, tempDataDir, warnIfPostgresSkipped } from "./test-support";

warnIfPostgresSkipped("PostgreSQL store tests");

const sample = (over: Partial<NewInquiry> = {}): NewInquiry => ({
  id: randomUUID(),
  createdAt: new Date("2026-01-02T03:04:05.000Z"),
  mailbox: "contact@nullspace.example",
  name: "Ada Lovelace",
  company: "Analytical Engines",
  email: "ada@example.com",
  message: "We want to run encrypted analytics.\nTwo lines, ünïcödé and 동형암호.",
  context: "Enterprise - Homomorphic Database",
  subject: "Homomorphic Database Inquiry - Enterprise - Homomorphic Database",
  template: "table",
  wantsAutoresponse: true,
  locale: "en",
  status: "pending",
  clientIp: "127.0.0.1",
  privacyConsent: true,
  privacyNoticeVersion: "2026-11-26",
  ...over,
});

/** The same contract for both back ends: what the relay, the worker and the script rely on. */
function contract(
  open: () => Promise<{
    store: InquiryRepository;
    reopen: () => Promise<InquiryRepository>;
    cleanup: () => Promise<void>;
  }>,
) {
  let store: InquiryRepository;
  let reopen: () => Promise<InquiryRepository>;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, reopen, cleanup } = await open());
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  it("stores an inquiry and reads every field back, also after reopening (migrations are idempotent)", async () => {
    const input = sample();
    const stored = await store.insert(input);
    expect(stored).toMatchObject({ id: input.id, status: "pending", attempts: 0, wantsAutoresponse: true });
    await store.close();
    store = await reopen();
    const [row] = await store.list();
    expect(row).toEqual(stored);
    expect(row?.message).toBe(input.message);
    expect(row?.nextAttemptAt).toBe("2026-01-02T03:04:05.000Z");
  });

  it("lists oldest first and keeps spam apart from the outbox", async () => {
    await store.insert(sample({ name: "second", createdAt: new Date("2026-01-02T00:00:02Z") }));
    await store.insert(sample({ name: "first", createdAt: new Date("2026-01-02T00:00:01Z") }));
    await store.insert(sample({ name: "bot", status: "spam", createdAt: new Date("2026-01-02T00:00:00Z") }));
    expect((await store.list()).map((r) => r.name)).toEqual(["bot", "first", "second"]);
    const due = await store.claimDue(new Date("2026-01-03T00:00:00Z"), new Date("2026-01-03T00:02:00Z"), 10);
    expect(due.map((r) => r.name).sort()).toEqual(["first", "second"]);
  });

  it("claims a due inquiry once: a second claimer gets nothing until the lease expires", async () => {
    const { id } = await store.insert(sample());
    const now = new Date("2026-01-03T00:00:00Z");
    const lease = new Date("2026-01-03T00:02:00Z");
    expect((await store.claimDue(now, lease, 5)).map((r) => r.id)).toEqual([id]);
    expect(await store.claimDue(now, lease, 5)).toEqual([]);
    const later = new Date("2026-01-03T00:03:00Z");
    expect((await store.claimDue(later, new Date("2026-01-03T00:05:00Z"), 5)).map((r) => r.id)).toEqual([id]);
  });

  it("records retries, partial delivery, success and failure", async () => {
    const a = await store.insert(sample());
    const b = await store.insert(sample());
    await store.markRetry(a.id, 1, new Date("2026-01-05T00:00:00Z"), "ECONNREFUSED");
    await store.markMailboxSent(a.id, new Date("2026-01-05T00:00:01Z"));
    expect(await store.get(a.id)).toMatchObject({
      attempts: 1,
      lastError: "ECONNREFUSED",
      nextAttemptAt: "2026-01-05T00:00:00.000Z",
      mailboxSentAt: "2026-01-05T00:00:01.000Z",
      status: "pending",
    });
    await store.markAutoresponseSent(a.id, new Date("2026-01-05T00:00:02Z"));
    await store.markSent(a.id, new Date("2026-01-05T00:00:03Z"));
    await store.markFailed(b.id, 12, "gave up");
    expect(await store.get(a.id)).toMatchObject({
      status: "sent",
      lastError: null,
      sentAt: "2026-01-05T00:00:03.000Z",
    });
    expect(await store.get(b.id)).toMatchObject({ status: "failed", attempts: 12, lastError: "gave up" });
    expect(
      await store.claimDue(new Date("2027-01-01T00:00:00Z"), new Date("2027-01-01T00:02:00Z"), 5),
    ).toEqual([]);
  });

  it("allows one autoresponse per address per 24 hours, whatever its case or +tag, and remembers it across a restart", async () => {
    const at = (iso: string) => new Date(iso);
    const first = await store.insert(sample({ email: "jane@example.com" }));
    const again = await store.insert(sample({ email: "Jane+news@EXAMPLE.com" }));
    const other = await store.insert(sample({ email: "joe@example.com" }));
    expect(await store.decideAutoresponse(first.id, at("2026-01-05T10:00:00Z"), 60)).toBe("granted");
    await store.close();
    store = await reopen();
    expect(await store.decideAutoresponse(again.id, at("2026-01-06T09:59:59Z"), 60)).toBe("address-limit");
    expect(await store.decideAutoresponse(other.id, at("2026-01-06T09:59:59Z"), 60)).toBe("granted");
    // A decision is made once: asking again (a retry after a failed send) gets the same answer.
    expect(await store.decideAutoresponse(first.id, at("2026-01-09T00:00:00Z"), 60)).toBe("granted");
    expect(await store.decideAutoresponse(again.id, at("2026-01-09T00:00:00Z"), 60)).toBe("address-limit");
    const later = await store.insert(sample({ email: "jane@example.com" }));
    expect(await store.decideAutoresponse(later.id, at("2026-01-06T10:00:01Z"), 60)).toBe("granted");
    expect(await store.get(again.id)).toMatchObject({
      autoresponseSkipped: "address-limit",
      autoresponseGrantedAt: null,
      recipientKey: "jane@example.com",
    });
    expect(await store.get(first.id)).toMatchObject({
      autoresponseSkipped: null,
      autoresponseGrantedAt: "2026-01-05T10:00:00.000Z",
    });
  });

  it("caps autoresponses per hour over the whole store, and allows none when the cap is 0", async () => {
    const at = (iso: string) => new Date(iso);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) ids.push((await store.insert(sample({ email: `v${i}@example.com` }))).id);
    const [a, b, c, d] = ids as [string, string, string, string];
    expect(await store.decideAutoresponse(a, at("2026-01-05T10:00:00Z"), 2)).toBe("granted");
    expect(await store.decideAutoresponse(b, at("2026-01-05T10:30:00Z"), 2)).toBe("granted");
    expect(await store.decideAutoresponse(c, at("2026-01-05T10:59:00Z"), 2)).toBe("hourly-cap");
    // An hour after the first, one slot is free again.
    expect(await store.decideAutoresponse(d, at("2026-01-05T11:00:01Z"), 2)).toBe("granted");
    const off = await store.insert(sample({ email: "off@example.com" }));
    expect(await store.decideAutoresponse(off.id, at("2026-01-07T00:00:00Z"), 0)).toBe("disabled");
    expect((await store.get(off.id))?.autoresponseSkipped).toBe("disabled");
  });

  it("keeps the visitor's consent and the version of the notice they agreed to", async () => {
    const { id } = await store.insert(sample({ privacyConsent: true, privacyNoticeVersion: "2026-11-26" }));
    await store.close();
    store = await reopen();
    expect(await store.get(id)).toMatchObject({ privacyConsent: true, privacyNoticeVersion: "2026-11-26" });
  });

  it("deletes every inquiry from an address in any case, whatever its state, and nothing else", async () => {
    const at = new Date("2026-01-05T10:00:00Z");
    const sent = await store.insert(sample({ email: "jane@example.com" }));
    await store.markSent(sent.id, at);
    const pending = await store.insert(sample({ email: "Jane@Example.COM" }));
    const spam = await store.insert(sample({ email: "jane@example.com", status: "spam" }));
    const tagged = await store.insert(sample({ email: "jane+news@example.com" }));
    const other = await store.insert(sample({ email: "joe@example.com" }));
    expect(await store.decideAutoresponse(pending.id, at, 60)).toBe("granted");

    const deleted = await store.deleteByEmail("  JANE@example.com ");
    expect(deleted.map((r) => r.id).sort()).toEqual([sent.id, pending.id, spam.id].sort());
    expect(deleted.find((r) => r.id === sent.id)?.status).toBe("sent");
    expect((await store.list()).map((r) => r.id).sort()).toEqual([tagged.id, other.id].sort());
    // The pending one left the outbox with its row: nothing is delivered for it any more.
    expect(
      await store.claimDue(new Date("2027-01-01T00:00:00Z"), new Date("2027-01-01T00:02:00Z"), 10),
    ).toEqual(expect.not.arrayContaining([expect.objectContaining({ id: pending.id })]));
    // Its autoresponse no longer counts against the address's limit.
    const again = await store.insert(sample({ email: "jane@example.com" }));
    expect(await store.decideAutoresponse(again.id, new Date("2026-01-05T11:00:00Z"), 60)).toBe("granted");
    expect(await store.deleteByEmail("nobody@example.com")).toEqual([]);
  });

  it("rejects a duplicate id instead of overwriting a stored inquiry", async () => {
    const input = sample();
    await store.insert(input);
    await expect(store.insert({ ...input, name: "other" })).rejects.toThrow();
    expect((await store.list()).map((r) => r.name)).toEqual(["Ada Lovelace"]);
  });
}

describe("inquiry store: SQLite file", () => {
  contract(async () => {
    const tmp = tempDataDir();
    return {
      store: await openInquiryStore({ dataDir: tmp.dir }),
      reopen: () => openInquiryStore({ dataDir: tmp.dir }),
      cleanup: async () => tmp.remove(),
    };
  });

  it("leaves no trace of a deleted inquiry's text in the database file or its write-ahead log", async () => {
    const tmp = tempDataDir();
    const store = await openInquiryStore({ dataDir: tmp.dir });
    const files = () =>
      [SQLITE_FILE, `${SQLITE_FILE}-wal`]
        .map((f) => path.join(tmp.dir, f))
        .filter((f) => existsSync(f))
        .map((f) => readFileSync(f).toString("latin1"))
        .join("");
    try {
      const marker = "forget-me-9f27c1";
      await store.insert(sample({ email: "forget@example.com", message: `Please ${marker}` }));
      await store.insert(sample({ email: "keep@example.com", message: "keep-me-51aa" }));
      expect(files()).toContain(marker);
      expect(await store.deleteByEmail("forget@example.com")).toHaveLength(1);
      expect(files()).not.toContain(marker);
      expect(files()).toContain("keep-me-51aa");
    } finally {
      await store.close();
      tmp.remove();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)("inquiry store: PostgreSQL (TEST_DATABASE_URL)", () => {
  contract(async () => {
    const db = await freshPostgresDatabase();
    const options = { databaseUrl: db.url, dataDir: "/nonexistent" };
    return {
      store: await openInquiryStore(options),
      reopen: () => openInquiryStore(options),
      cleanup: db.drop,
    };
  });
});

/** A store holding a row written before the autoresponse limits existed, then migrated to the latest schema. */
async function migratedFromFirstSchema(options: StoreOptions) {
  const { db } = await openDatabase(options);
  try {
    await migrateToLatest(db, 1, "0001_create_inquiries");
    await sql`insert into inquiries (id, created_at, mailbox, name, email, message, subject, wants_autoresponse,
      status, next_attempt_at, autoresponse_sent_at)
      values ('old', '2026-01-01T00:00:00.000Z', 'contact@nullspace.example', 'Old', 'Old.Visitor@Example.com',
      'm', 's', 1, 'sent', '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:05.000Z')`.execute(db);
  } finally {
    await db.destroy();
  }
  return openInquiryStore(options);
}

/** A store holding a row written by the schema before consent was recorded, then migrated to the latest one. */
async function migratedFromBeforeConsent(options: StoreOptions) {
  const { db } = await openDatabase(options);
  try {
    await migrateToLatest(db, 1, "0003_navigator_log");
    await sql`insert into inquiries (id, created_at, mailbox, name, email, message, subject, status, next_attempt_at,
      locale, recipient_key)
      values ('before', '2026-06-01T00:00:00.000Z', 'contact@nullspace.example', 'Before', 'before@example.com',
      'm', 's', 'pending', '2026-06-01T00:00:00.000Z', 'ko', 'before@example.com')`.execute(db);
  } finally {
    await db.destroy();
  }
  return openInquiryStore(options);
}

const migrationContract = (open: () => Promise<{ options: StoreOptions; cleanup: () => Promise<void> }>) => {
  it("migrates rows from before consent was recorded: readable, consent not recorded, still delivered and deletable", async () => {
    const { options, cleanup } = await open();
    const store = await migratedFromBeforeConsent(options);
    try {
      expect(await store.get("before")).toMatchObject({
        locale: "ko",
        status: "pending",
        privacyConsent: false,
        privacyNoticeVersion: null,
      });
      const due = await store.claimDue(new Date("2026-06-02T00:00:00Z"), new Date("2026-06-02T00:02:00Z"), 5);
      expect(due.map((r) => r.id)).toEqual(["before"]);
      const next = await store.insert(sample({ email: "before@example.com" }));
      expect(await store.get(next.id)).toMatchObject({
        privacyConsent: true,
        privacyNoticeVersion: "2026-11-26",
      });
      expect((await store.deleteByEmail("before@example.com")).map((r) => r.id).sort()).toEqual(
        ["before", next.id].sort(),
      );
    } finally {
      await store.close();
      await cleanup();
    }
  });

  it("migrates rows from the first schema: English, and an autoresponse already sent counts against the limit", async () => {
    const { options, cleanup } = await open();
    const store = await migratedFromFirstSchema(options);
    try {
      expect(await store.get("old")).toMatchObject({
        locale: "en",
        recipientKey: "old.visitor@example.com",
        autoresponseGrantedAt: "2026-01-01T00:00:05.000Z",
        autoresponseSkipped: null,
        // Stored before the form asked for consent: not recorded, never read as given.
        privacyConsent: false,
        privacyNoticeVersion: null,
      });
      const next = await store.insert(sample({ email: "old.visitor@example.com" }));
      expect(await store.decideAutoresponse(next.id, new Date("2026-01-01T12:00:00Z"), 60)).toBe(
        "address-limit",
      );
    } finally {
      await store.close();
      await cleanup();
    }
  });
};

describe("inquiry store migrations: SQLite file", () => {
  migrationContract(async () => {
    const tmp = tempDataDir();
    return { options: { dataDir: tmp.dir }, cleanup: async () => tmp.remove() };
  });
});

describe.skipIf(!TEST_DATABASE_URL)("inquiry store: PostgreSQL shared by several instances", () => {
  migrationContract(async () => {
    const db = await freshPostgresDatabase();
    return { options: { databaseUrl: db.url, dataDir: "/nonexistent" }, cleanup: db.drop };
  });

  it("keeps both autoresponse limits when two instances decide at the same moment", async () => {
    const db = await freshPostgresDatabase();
    const options = { databaseUrl: db.url, dataDir: "/nonexistent" };
    const instances = [await openInquiryStore(options), await openInquiryStore(options)] as const;
    try {
      const now = new Date("2026-02-01T12:00:00Z");
      // Ten inquiries from one address and ten from different ones, decided concurrently, alternating instances.
      const same = await Promise.all(
        Array.from({ length: 10 }, () => instances[0].insert(sample({ email: "target@example.com" }))),
      );
      const decisions = await Promise.all(
        same.map((row, i) => instances[(i % 2) as 0 | 1].decideAutoresponse(row.id, now, 100)),
      );
      expect(decisions.filter((d) => d === "granted")).toHaveLength(1);
      expect(decisions.filter((d) => d === "address-limit")).toHaveLength(9);

      const many = await Promise.all(
        Array.from({ length: 10 }, (_, i) => instances[1].insert(sample({ email: `n${i}@example.com` }))),
      );
      const capped = await Promise.all(
        many.map((row, i) => instances[(i % 2) as 0 | 1].decideAutoresponse(row.id, now, 4)),
      );
      // The first round already used one of the four slots of this hour.
      expect(capped.filter((d) => d === "granted")).toHaveLength(3);
      expect(capped.filter((d) => d === "hourly-cap")).toHaveLength(7);
    } finally {
      for (const instance of instances) await instance.close();
      await db.drop();
    }
  });
});
