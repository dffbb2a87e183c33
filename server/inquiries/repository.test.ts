import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openInquiryStore } from "./open-store";
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
  status: "pending",
  clientIp: "127.0.0.1",
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
