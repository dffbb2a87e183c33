import Fastify, { type FastifyInstance } from "fastify";
import { createServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../content/privacy-notice";
import { registerRelayRoutes } from "../api/relay-routes";
import { loadConfig } from "../config";
import { backoffDelay, DeliveryWorker } from "./delivery";
import { openInquiryStore } from "./open-store";
import { createSmtpSender } from "./smtp-sender";
import { decodeMail } from "./test-mail";
import { tempDataDir } from "./test-support";

const MAILBOX = "contact@nullspace.example";

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts. */
async function startSmtp(
  port = 0,
): Promise<{ port: number; received: Received[]; stop: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return { port: actual, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, "127.0.0.1", () => resolve()));
  const address = srv.address();
  await new Promise((resolve) => srv.close(resolve));
  if (!address || typeof address !== "object") throw new Error("no port");
  return address.port;
}

async function until<T>(probe: () => Promise<T | undefined | false>, what: string): Promise<T> {
  for (let i = 0; i < 200; i += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const fastBackoff = { baseDelayMs: 100, maxDelayMs: 400, maxAttempts: 5 };

let tmp: ReturnType<typeof tempDataDir>;
const apps: FastifyInstance[] = [];

async function relayApp(smtpPort: number, env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: tmp.dir,
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "0",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Nullspace Portal <no-reply@nullspace.example>",
    ...env,
  });
  const app = Fastify({ logger: false });
  await registerRelayRoutes(app, config, { backoff: fastBackoff, pollMs: 50 });
  await app.ready();
  apps.push(app);
  return app;
}

const post = (app: FastifyInstance, extra: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: `/api/relay/${MAILBOX}`,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({
      name: "Alan Turing",
      company: "Bletchley",
      email: "alan@example.com",
      message: "Homomorphic database pilot <b>for</b> 3 hospitals.",
      context: "Enterprise - Homomorphic Database",
      _subject: "Homomorphic Database Inquiry - Enterprise - Homomorphic Database",
      _autoresponse: "thanks",
      _cc: "cc-victim@example.com",
      privacy_consent: "yes",
      ...extra,
    }).toString(),
  });

async function listed() {
  const store = await openInquiryStore({ dataDir: tmp.dir });
  try {
    return await store.list();
  } finally {
    await store.close();
  }
}

beforeEach(() => {
  tmp = tempDataDir();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  tmp.remove();
});

describe("delivery over SMTP", () => {
  it("mails the table template to the mailbox (Reply-To the submitter) and the autoresponse to the submitter only", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port);
      expect((await post(app)).statusCode).toBe(303);
      const [row] = await until(async () => {
        const rows = await listed();
        return rows[0]?.status === "sent" ? rows : undefined;
      }, "status sent");
      expect(row?.mailboxSentAt).not.toBeNull();
      expect(row?.autoresponseSentAt).not.toBeNull();

      expect(smtp.received).toHaveLength(2);
      const [notification, autoresponse] = smtp.received;
      expect(notification?.to).toEqual([MAILBOX]);
      expect(notification?.raw).toMatch(/^Reply-To: alan@example\.com/m);
      expect(notification?.raw).toMatch(
        /^Subject: Homomorphic Database Inquiry - Enterprise - Homomorphic Database/m,
      );
      expect(notification?.raw).toContain("<table");
      // The message is HTML-escaped in the table, never injected as markup.
      expect(notification?.raw).toContain("&lt;b&gt;for&lt;/b&gt;");
      // The consent travels with the inquiry, for whoever answers it from the mailbox.
      expect(decodeMail(notification?.raw ?? "").body).toContain(
        `Privacy consent: yes (notice ${PRIVACY_NOTICE_VERSION})`,
      );
      expect(autoresponse?.to).toEqual(["alan@example.com"]);
      expect(decodeMail(autoresponse?.raw ?? "").body).toContain("within 24 hours");
      expect(smtp.received.flatMap((m) => m.to)).not.toContain("cc-victim@example.com");
    } finally {
      await smtp.stop();
    }
  });

  it("never mails a honeypot hit", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port);
      await post(app, { _honey: "filled by a bot" });
      await post(app);
      await until(async () => (await listed()).find((r) => r.status === "sent"), "the real inquiry sent");
      expect((await listed()).map((r) => r.status).sort()).toEqual(["sent", "spam"]);
      expect(smtp.received.filter((m) => m.to.includes(MAILBOX))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it("retries with backoff while the SMTP server is down, across a restart, and delivers once it is up", async () => {
    const port = await freePort();
    const first = await relayApp(port);
    expect((await post(first)).statusCode).toBe(303);
    const failed = await until(async () => {
      const [row] = await listed();
      return row && row.attempts >= 1 ? row : undefined;
    }, "a failed attempt");
    expect(failed.status).toBe("pending");
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(failed.nextAttemptAt)).toBeGreaterThan(Date.parse(failed.createdAt));

    // "Restart": the first process goes away, the SMTP server comes up, a new process takes over the outbox.
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const smtp = await startSmtp(port);
    try {
      await relayApp(port);
      const sent = await until(async () => {
        const [row] = await listed();
        return row?.status === "sent" ? row : undefined;
      }, "delivery after restart");
      expect(sent.attempts).toBeGreaterThanOrEqual(1);
      expect(smtp.received.filter((m) => m.to.includes(MAILBOX))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });
});

/** Distinctive strings in every field a visitor types, to find them (or not) in the mail that goes out. */
const MARKED = {
  name: "Marker-Name-q7Zx",
  company: "Marker-Company-w3Lk",
  message: "Marker-Message-p9Vb: buy cheap watches at spam.example",
  context: "Marker-Context-h2Rt",
  _subject: "Marker-Subject-m5Nc",
};
const MARKERS = ["Marker-Name-q7Zx", "Marker-Company-w3Lk", "Marker-Message-p9Vb", "Marker-Subject-m5Nc"];

/** Every message received for `address`, decoded. */
const mailTo = (received: Received[], address: string) =>
  received.filter((m) => m.to.includes(address)).map((m) => decodeMail(m.raw));

async function settled(count: number) {
  return until(async () => {
    const rows = await listed();
    return rows.length === count && rows.every((r) => r.status === "sent") ? rows : undefined;
  }, `${count} inquiries sent`);
}

describe("the autoresponse cannot be used to send spam", () => {
  it("the mailbox copy carries every field; the autoresponse carries none of them, only the server's text", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port);
      expect((await post(app, { ...MARKED, email: "target@example.com" })).statusCode).toBe(303);
      await settled(1);
      const [copy] = mailTo(smtp.received, MAILBOX);
      for (const marker of [...MARKERS, "Marker-Context-h2Rt"]) {
        expect(`${copy?.subject}\n${copy?.body}`, marker).toContain(marker);
      }
      const replies = mailTo(smtp.received, "target@example.com");
      expect(replies).toHaveLength(1);
      const [reply] = replies;
      expect(reply?.subject).toBe("We received your inquiry");
      expect(reply?.body).toContain("a member of our team will reply within 24 hours");
      const everything = `${[...(reply?.headers.values() ?? [])].join("\n")}\n${reply?.body}`;
      for (const marker of [...MARKERS, "Marker-Context-h2Rt", "spam.example"]) {
        expect(everything, marker).not.toContain(marker);
      }
    } finally {
      await smtp.stop();
    }
  });

  it("answers in Korean when the form says _locale=ko, still with nothing the visitor typed", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port);
      await post(app, { ...MARKED, email: "jimin@example.kr", _locale: "ko" });
      await settled(1);
      const [reply] = mailTo(smtp.received, "jimin@example.kr");
      expect(reply?.subject).toBe("문의가 접수되었습니다");
      expect(reply?.body).toContain("24시간 이내에 답변드리겠습니다");
      for (const marker of MARKERS) expect(reply?.body, marker).not.toContain(marker);
      expect((await listed())[0]?.locale).toBe("ko");
    } finally {
      await smtp.stop();
    }
  });

  it("sends one autoresponse per address per 24 hours; the second inquiry is delivered and records why", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port);
      await post(app, { email: "repeat@example.com", message: "first" });
      await settled(1);
      // The same inbox, spelled differently: case and a +tag do not make it a new address.
      await post(app, { email: "Repeat+again@Example.com", message: "second" });
      const rows = await settled(2);
      expect(mailTo(smtp.received, MAILBOX)).toHaveLength(2);
      expect(smtp.received.filter((m) => !m.to.includes(MAILBOX)).flatMap((m) => m.to)).toEqual([
        "repeat@example.com",
      ]);
      const second = rows.find((r) => r.message === "second");
      expect(second).toMatchObject({ autoresponseSentAt: null, autoresponseSkipped: "address-limit" });
      expect(second?.mailboxSentAt).not.toBeNull();
    } finally {
      await smtp.stop();
    }
  });

  it("stops autoresponses at AUTORESPONSE_PER_HOUR across the store; the inquiries are still delivered", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port, { AUTORESPONSE_PER_HOUR: "2" });
      for (let i = 0; i < 3; i += 1) {
        await post(app, { email: `visitor${i}@example.com`, message: `inquiry ${i}` });
        await settled(i + 1);
      }
      const rows = await listed();
      expect(mailTo(smtp.received, MAILBOX)).toHaveLength(3);
      expect(smtp.received.filter((m) => !m.to.includes(MAILBOX))).toHaveLength(2);
      expect(rows.map((r) => r.autoresponseSkipped)).toEqual([null, null, "hourly-cap"]);
    } finally {
      await smtp.stop();
    }
  });

  it("sends no autoresponse at all with AUTORESPONSE_PER_HOUR=0 and records that they are disabled", async () => {
    const smtp = await startSmtp();
    try {
      const app = await relayApp(smtp.port, { AUTORESPONSE_PER_HOUR: "0" });
      await post(app);
      const [row] = await settled(1);
      expect(smtp.received.map((m) => m.to)).toEqual([[MAILBOX]]);
      expect(row).toMatchObject({ autoresponseSkipped: "disabled", autoresponseSentAt: null });
    } finally {
      await smtp.stop();
    }
  });
});

describe("DeliveryWorker", () => {
  it("marks an inquiry failed after maxAttempts and stops retrying it", async () => {
    const store = await openInquiryStore({ dataDir: tmp.dir });
    const port = await freePort();
    let clock = new Date("2026-03-01T00:00:00Z");
    const worker = new DeliveryWorker({
      repository: store,
      sender: await createSmtpSender(`smtp://127.0.0.1:${port}`),
      from: "no-reply@nullspace.example",
      autoresponsePerHour: 60,
      backoff: { baseDelayMs: 1000, maxDelayMs: 4000, maxAttempts: 3 },
      now: () => clock,
    });
    try {
      await store.insert({
        id: "a",
        createdAt: clock,
        mailbox: MAILBOX,
        name: "n",
        company: "",
        email: "n@example.com",
        message: "m",
        context: "",
        subject: "s",
        template: "table",
        wantsAutoresponse: false,
        locale: "en",
        status: "pending",
        clientIp: "",
        privacyConsent: true,
        privacyNoticeVersion: "2026-11-26",
      });
      for (let i = 0; i < 3; i += 1) {
        expect(await worker.runOnce()).toBe(1);
        // Not due again until the backoff has passed.
        expect(await worker.runOnce()).toBe(0);
        clock = new Date(clock.getTime() + 10_000);
      }
      expect(await store.get("a")).toMatchObject({ status: "failed", attempts: 3 });
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
      await store.close();
    }
  });

  it("doubles the delay per attempt up to the cap", () => {
    const p = { baseDelayMs: 30_000, maxDelayMs: 3_600_000, maxAttempts: 12 };
    expect([1, 2, 3, 4, 8, 12].map((n) => backoffDelay(p, n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000,
    ]);
  });
});
