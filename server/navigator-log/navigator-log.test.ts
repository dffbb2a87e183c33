import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openStore, type Store, type StoreOptions } from "../inquiries/open-store";
import {
  freshPostgresDatabase,
  TEST_DATABASE_URL,
  tempDataDir,
  warnIfPostgresSkipped,
} from "../inquiries/test-support";
import { NavigatorRecorder } from "./recorder";
import type { NavigatorLogRepository } from "./repository";

warnIfPostgresSkipped("PostgreSQL navigator log tests");

const day = (iso: string) => () => new Date(`${iso}T12:00:00.000Z`);

/** The same contract for both back ends: what the recorder and the report script rely on. */
function contract(open: () => Promise<{ store: Store; cleanup: () => Promise<void> }>) {
  let store: Store;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await open());
  });
  afterEach(async () => {
    await store.close();
    await cleanup();
  });

  it("reports totals, unanswered queries, unsure answers and the choices taken, not-helpful answers (confident ones apart) with comments, and destinations", async () => {
    const recorder = new NavigatorRecorder({
      repository: store.navigatorLog,
      retentionDays: 90,
      now: day("2026-11-20"),
    });
    const asked = [
      ["a1", "What's the weather?", "unknown", 0.9, false],
      ["a2", "what's the  WEATHER?", "unknown", 0.8, false],
      ["a3", "bitcoin price", "unknown", 0.7, false],
      ["a4", "fhe papers", "/research/whitepaper-library", 0.98, true],
      ["a5", "something vague", "/labs", 0.45, false],
      ["a6", "my mail is jane@example.com call 010-1234-5678", "/enterprise", 0.97, true],
      ["a7", "ckks", "/ecosystem/core-tech/ckks", 0.99, true],
    ] as const;
    for (const [answerId, query, destination, confidence, confident] of asked)
      recorder.decision({ answerId, locale: "en", query, destination, confidence, confident });
    recorder.verdict({ answerId: "a4", helpful: true });
    recorder.verdict({ answerId: "a5", helpful: false });
    // The comment comes after the "no": the later verdict on one answer counts.
    recorder.verdict({
      answerId: "a5",
      helpful: false,
      comment: "I wanted the lab's papers: jane@example.com",
    });
    // A confident answer flagged: the navigator was sure and the visitor disagreed.
    recorder.verdict({ answerId: "a7", helpful: false, comment: "wanted the library" });
    // The unsure answer's visitor first took its page, then chose another: the later choice counts.
    recorder.choice({ answerId: "a5", path: "/labs" });
    recorder.choice({ answerId: "a5", path: "/research/whitepaper-library" });
    // A confident answer's visitor chose one of the other pages beside it.
    recorder.choice({ answerId: "a4", path: "/research" });
    await recorder.close();
    expect(recorder.stats).toMatchObject({ dropped: 0, pending: 0 });

    const report = await store.navigatorLog.report("2026-01-01", 10);
    expect(report).toMatchObject({ total: 7, unknown: 3, helpful: 1, notHelpfulCount: 2 });
    expect(report.unanswered).toEqual([
      { query: "what's the weather?", count: 2 },
      { query: "bitcoin price", count: 1 },
    ]);
    expect(report.unsure).toEqual({ total: 4, chosen: 1, chosenOther: 1 });
    expect(report.choseOther).toEqual([
      { query: "something vague", destination: "/labs", chosen: "/research/whitepaper-library", count: 1 },
    ]);
    expect(report.confidentChoseOther).toEqual([
      { query: "fhe papers", destination: "/research/whitepaper-library", chosen: "/research", count: 1 },
    ]);
    expect(report.notHelpful).toEqual([
      { query: "ckks", destination: "/ecosystem/core-tech/ckks", count: 1, comments: ["wanted the library"] },
      {
        query: "something vague",
        destination: "/labs",
        count: 1,
        comments: ["I wanted the lab's papers: [email]"],
      },
    ]);
    expect(report.confidentNotHelpful).toEqual([
      { query: "ckks", destination: "/ecosystem/core-tech/ckks", count: 1, comments: ["wanted the library"] },
    ]);
    expect(report.destinations[0]).toEqual({ path: "unknown", count: 3 });
    // No personal data reached the store.
    const stored = JSON.stringify(report);
    expect(stored).not.toContain("jane@example.com");
    expect(stored).not.toContain("5678");
  });

  it("writes decision batches while inquiries take the store's write lock, losing neither", async () => {
    const inquiries = await Promise.all(
      [1, 2, 3].map((i) =>
        store.inquiries.insert({
          id: randomUUID(),
          createdAt: new Date("2026-01-02T03:04:05Z"),
          mailbox: "contact@nullspace.example",
          name: `Visitor ${i}`,
          company: "",
          email: `visitor${i}@example.com`,
          message: "Hello",
          context: "Enterprise",
          subject: "Inquiry",
          template: "table",
          wantsAutoresponse: true,
          locale: "en",
          status: "pending",
          clientIp: "127.0.0.1",
          privacyConsent: true,
          privacyNoticeVersion: "2026-11-26",
        }),
      ),
    );
    const batch = (n: number) =>
      Array.from({ length: 200 }, (_, i) => ({
        answer_id: `b${n}-${i}`,
        day: "2026-01-02",
        locale: "en" as const,
        query: `query ${i}`,
        destination: "/research",
        confidence: 0.5,
        confident: 0,
      }));
    // Interleaved: autoresponse decisions run in write transactions that span several awaits.
    const decisions = await Promise.all([
      ...inquiries.map((inquiry) => store.inquiries.decideAutoresponse(inquiry.id, new Date(), 60)),
      ...[1, 2, 3].map((n) => store.navigatorLog.insertDecisions(batch(n))),
    ]);
    expect(decisions.slice(0, 3)).toEqual(["granted", "granted", "granted"]);
    expect((await store.navigatorLog.report("2000-01-01", 10)).total).toBe(600);
  });

  it("writes a batch twice without failing, and prunes by day", async () => {
    const row = {
      answer_id: "x1",
      day: "2026-01-01",
      locale: "ko" as const,
      query: "q",
      destination: "/ko",
      confidence: 0.5,
      confident: 1,
    };
    await store.navigatorLog.insertDecisions([row]);
    await store.navigatorLog.insertDecisions([row, { ...row, answer_id: "x2", day: "2026-03-01" }]);
    expect((await store.navigatorLog.report("2000-01-01", 10)).total).toBe(2);
    expect(await store.navigatorLog.prune("2026-02-01")).toBe(1);
    expect((await store.navigatorLog.report("2000-01-01", 10)).total).toBe(1);
  });
}

describe("navigator log on SQLite", () => {
  contract(async () => {
    const { dir, remove } = tempDataDir();
    const options: StoreOptions = { dataDir: dir };
    return { store: await openStore(options), cleanup: async () => remove() };
  });
});

describe.skipIf(!TEST_DATABASE_URL)("navigator log on PostgreSQL", () => {
  contract(async () => {
    const { url, drop } = await freshPostgresDatabase();
    return { store: await openStore({ databaseUrl: url, dataDir: "" }), cleanup: drop };
  });
});

describe("NavigatorRecorder when the store is slow or down", () => {
  const decision = (i: number) => ({
    answerId: `id${i}`,
    locale: "en" as const,
    query: `query ${i}`,
    destination: "/labs",
    confidence: 0.5,
    confident: false,
  });

  it("drops and counts what does not fit, keeps at most its capacity in memory, and never throws", async () => {
    let calls = 0;
    const hanging: NavigatorLogRepository = {
      insertDecisions: () => {
        calls += 1;
        return new Promise(() => undefined);
      },
      upsertFeedback: async () => undefined,
      upsertChoices: async () => undefined,
      prune: async () => 0,
      close: async () => undefined,
      report: () => Promise.reject(new Error("unused")),
    };
    const recorder = new NavigatorRecorder({
      repository: hanging,
      retentionDays: 90,
      capacity: 100,
      batchSize: 50,
    });
    for (let i = 0; i < 1_000; i += 1) recorder.decision(decision(i));
    // One batch of 50 is in flight (the store never answers), 100 wait, the rest were dropped.
    expect(calls).toBe(1);
    expect(recorder.stats.pending).toBe(100);
    expect(recorder.stats.dropped).toBe(850);
  });

  it("drops a batch the store refuses, reports it, and goes on with the next", async () => {
    const errors: number[] = [];
    let fail = true;
    const written: string[] = [];
    const flaky: NavigatorLogRepository = {
      insertDecisions: async (rows) => {
        if (fail) throw new Error("database is down");
        written.push(...rows.map((r) => r.answer_id));
      },
      upsertFeedback: async () => undefined,
      upsertChoices: async () => undefined,
      prune: async () => 0,
      close: async () => undefined,
      report: () => Promise.reject(new Error("unused")),
    };
    const recorder = new NavigatorRecorder({
      repository: flaky,
      retentionDays: 90,
      onError: (_error, dropped) => errors.push(dropped),
    });
    recorder.decision(decision(1));
    recorder.decision(decision(2));
    await recorder.flush();
    fail = false;
    recorder.decision(decision(3));
    await recorder.close();
    expect(errors).toEqual([2]);
    expect(written).toEqual(["id3"]);
    expect(recorder.stats).toMatchObject({ written: 1, dropped: 2, pending: 0 });
  });
});

describe("NavigatorRecorder's batches under load", () => {
  it("holds rows that arrive while a batch is written until they fill a batch, and writes the rest on close", async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const slow: NavigatorLogRepository = {
      insertDecisions: (rows) => {
        batches.push(rows.map((r) => r.answer_id));
        return new Promise<void>((resolve) => (release = resolve));
      },
      upsertFeedback: async () => undefined,
      upsertChoices: async () => undefined,
      prune: async () => 0,
      close: async () => undefined,
      report: () => Promise.reject(new Error("unused")),
    };
    const recorder = new NavigatorRecorder({ repository: slow, retentionDays: 90, batchSize: 10 });
    const decide = (i: number) =>
      recorder.decision({
        answerId: `id${i}`,
        locale: "en",
        query: `query ${i}`,
        destination: "/labs",
        confidence: 0.5,
        confident: false,
      });
    const settle = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 10; i++) decide(i);
    // The full batch went at once; three rows come while it is being written.
    for (let i = 10; i < 13; i++) decide(i);
    release();
    await settle();
    expect(batches.map((b) => b.length)).toEqual([10]);
    expect(recorder.stats.pending).toBe(3);
    // They go with the batch they fill ...
    for (let i = 13; i < 20; i++) decide(i);
    await settle();
    expect(batches.map((b) => b.length)).toEqual([10, 10]);
    // ... and close writes what is left, also rows that came while a batch was in flight.
    decide(20);
    const closed = recorder.close();
    decide(21);
    for (let k = 0; k < 4; k++) {
      release();
      await settle();
    }
    await closed;
    expect(batches.flat()).toEqual(Array.from({ length: 22 }, (_, i) => `id${i}`));
    expect(recorder.stats).toMatchObject({ written: 22, dropped: 0, pending: 0 });
  });
});

describe("NavigatorRecorder's day", () => {
  it("is the UTC day of each decision, also across midnight and when the clock goes back", async () => {
    const rows: { id: string; day: string }[] = [];
    const repository: NavigatorLogRepository = {
      insertDecisions: async (batch) => {
        rows.push(...batch.map((r) => ({ id: r.answer_id, day: r.day })));
      },
      upsertFeedback: async () => undefined,
      upsertChoices: async () => undefined,
      prune: async () => 0,
      close: async () => undefined,
      report: () => Promise.reject(new Error("unused")),
    };
    let clock = new Date("2026-11-25T23:59:59.999Z");
    const recorder = new NavigatorRecorder({ repository, retentionDays: 90, now: () => clock });
    const decide = (id: string) =>
      recorder.decision({
        answerId: id,
        locale: "en",
        query: "q",
        destination: "/labs",
        confidence: 1,
        confident: true,
      });
    decide("before");
    clock = new Date("2026-11-26T00:00:00.000Z");
    decide("midnight");
    clock = new Date("2026-11-24T10:00:00.000Z");
    decide("clock set back");
    await recorder.close();
    expect(rows).toEqual([
      { id: "before", day: "2026-11-25" },
      { id: "midnight", day: "2026-11-26" },
      { id: "clock set back", day: "2026-11-24" },
    ]);
  });
});
