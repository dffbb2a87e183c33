import type { FastifyInstance } from "fastify";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../content/privacy-notice";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openInquiryStore } from "../inquiries/open-store";
import { tempDataDir } from "../inquiries/test-support";

const MAILBOX = "contact@nullspace.example";
/** What a browser sends when the hidden form navigates to the relay. */
const FORM = {
  "content-type": "application/x-www-form-urlencoded",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
};

const valid = {
  name: "Grace Hopper",
  company: "Navy Labs",
  email: "grace@example.com",
  message: "We need post-quantum TLS for 300 services.",
  context: "Enterprise - PQC Encryption",
  _subject: "PQC Encryption Inquiry - Enterprise - PQC Encryption",
  _captcha: "false",
  _template: "table",
  _next: "http://localhost:80/thank-you",
  _autoresponse: "Thanks, we reply within 24 hours.",
  _honey: "",
  privacy_consent: "yes",
  privacy_notice: PRIVACY_NOTICE_VERSION,
};

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
/** The fields without those a test leaves out (set to undefined). */
const withFields = (fields: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== undefined));

let tmp: ReturnType<typeof tempDataDir>;
let app: FastifyInstance;

async function start(env: Record<string, string> = {}) {
  const config = loadConfig({ DATA_DIR: tmp.dir, LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0", ...env });
  app = await buildApp(config, { web: false });
  return config;
}

async function rows() {
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
  await app?.close();
  tmp.remove();
});

describe("POST /api/relay/:mailbox (form posts)", () => {
  it("stores the inquiry before answering 303 to the same-origin _next", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form(valid),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you");
    // Read through a second connection: the row is committed, not just buffered in the server's handle.
    const [row] = await rows();
    expect(row).toMatchObject({
      name: "Grace Hopper",
      company: "Navy Labs",
      email: "grace@example.com",
      context: "Enterprise - PQC Encryption",
      subject: "PQC Encryption Inquiry - Enterprise - PQC Encryption",
      mailbox: MAILBOX,
      status: "pending",
      wantsAutoresponse: true,
      locale: "en",
    });
  });

  it("records the form's language when it says _locale=ko", async () => {
    await start();
    await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...valid, _locale: "ko" }),
    });
    expect((await rows())[0]?.locale).toBe("ko");
  });

  it("stores the visitor's consent with the version of the notice they agreed to", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form(valid),
    });
    expect(res.statusCode).toBe(303);
    expect((await rows())[0]).toMatchObject({
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
  });

  it.each([
    ["no consent field", { privacy_consent: undefined }],
    ["an unticked box", { privacy_consent: "" }],
    ["a refusal", { privacy_consent: "no" }],
  ])("refuses an inquiry with %s: 422 in the form's language, nothing stored", async (_label, change) => {
    await start();
    const post = (locale: string) =>
      app.inject({
        method: "POST",
        url: `/api/relay/${MAILBOX}`,
        headers: FORM,
        payload: form(withFields({ ...valid, ...change, _locale: locale })),
      });
    const en = await post("en");
    expect(en.statusCode).toBe(422);
    expect(en.headers["content-type"]).toMatch(/text\/html/);
    expect(en.body).toContain(
      "Consent: Please agree to the collection and use of your personal data, or we cannot receive your inquiry.",
    );
    const ko = await post("ko");
    expect(ko.statusCode).toBe(422);
    expect(ko.body).toContain(
      "개인정보 수집 및 이용 동의: 문의를 접수하려면 개인정보 수집 및 이용에 동의해 주세요.",
    );
    expect(await rows()).toEqual([]);
  });

  it("accepts a browser checkbox's on, records the current notice when none is named, and refuses an unknown one", async () => {
    await start();
    const post = (change: Record<string, string | undefined>) =>
      app.inject({
        method: "POST",
        url: `/api/relay/${MAILBOX}`,
        headers: FORM,
        payload: form(withFields({ ...valid, ...change })),
      });
    expect((await post({ privacy_consent: "on", privacy_notice: undefined })).statusCode).toBe(303);
    expect((await rows())[0]).toMatchObject({
      privacyConsent: true,
      privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    });
    const unknown = await post({ privacy_notice: "2001-01-01" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.body).toContain(
      "Privacy notice: This is not a version of the privacy notice that this site has shown.",
    );
    expect(await rows()).toHaveLength(1);
  });

  it("accepts the mailbox URL-encoded and in any case", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${encodeURIComponent("Contact@Nullspace.example")}`,
      headers: FORM,
      payload: form(valid),
    });
    expect(res.statusCode).toBe(303);
  });

  it("redirects to /thank-you when _next points at another origin", async () => {
    await start();
    for (const next of ["https://evil.example/phish", "//evil.example/x", "javascript:alert(1)"]) {
      const res = await app.inject({
        method: "POST",
        url: `/api/relay/${MAILBOX}`,
        headers: FORM,
        payload: form({ ...valid, _next: next }),
      });
      expect(res.statusCode, next).toBe(303);
      expect(res.headers.location, next).toBe("/thank-you");
    }
  });

  it("keeps a same-origin _next path, also on the configured SITE_URL", async () => {
    await start({ SITE_URL: "https://nullspace.example" });
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...valid, _next: "https://nullspace.example/thank-you?from=pqc" }),
    });
    expect(res.headers.location).toBe("/thank-you?from=pqc");
  });

  it("404s any other mailbox: never an open relay", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: "/api/relay/victim@example.com",
      headers: FORM,
      payload: form(valid),
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(await rows()).toEqual([]);
  });

  it("ignores client-chosen recipients (_cc, _replyto) and strips line breaks from _subject", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({
        ...valid,
        _cc: "spam-target@example.com",
        _replyto: "other@example.com",
        _subject: "Hello\r\nBcc: victim@example.com\nX-Evil: 1",
      }),
    });
    expect(res.statusCode).toBe(303);
    const [row] = await rows();
    expect(row?.subject).toBe("Hello Bcc: victim@example.com X-Evil: 1");
    expect(JSON.stringify(row)).not.toContain("spam-target");
    expect(row?.email).toBe("grace@example.com");
  });

  it.each([
    ["missing name", { name: "" }, "Name: Please enter your name."],
    ["bad e-mail", { email: "not-an-email" }, "Email: Please enter a valid e-mail address"],
    ["missing message", { message: "   " }, "Message: Please tell us how we can help."],
    ["name too long", { name: "x".repeat(101) }, "Name: Please keep your name under 100 characters."],
    [
      "message too long",
      { message: "x".repeat(5001) },
      "Message: Please keep your message under 5,000 characters.",
    ],
    ["company too long", { company: "x".repeat(121) }, "Company:"],
    ["subject too long", { _subject: "x".repeat(301) }, "Subject:"],
    ["context too long", { context: "x".repeat(201) }, "Context:"],
    ["unknown language", { _locale: "fr" }, "Language: The form's language must be en or ko."],
  ])("answers 422 with an HTML page for %s", async (_label, change, expected) => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...valid, ...change }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    // The page carries its own CSP: its one inline style is allowed by hash, nothing else.
    expect(res.headers["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'/);
    // An HTML document: the document-only hardening headers come with it.
    expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.body).toContain("Your message could not be sent");
    expect(res.body).toContain(expected.replace(/'/g, "&#39;"));
    expect(await rows()).toEqual([]);
  });

  it("answers JSON errors to a client that does not ask for HTML (the API's error shape)", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form({ ...valid, email: "nope" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: "Unprocessable Entity",
      problems: [expect.stringContaining("Email: Please enter a valid e-mail address")],
    });
  });

  it("answers 422 for a field sent twice (arrays are not text)", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: `${form(valid)}&name=second`,
    });
    expect(res.statusCode).toBe(422);
  });

  it("gives a bot the same 303 but stores it as spam (honeypot)", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...valid, _honey: "http://spam.example", email: "junk" }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe("/thank-you");
    const [row] = await rows();
    expect(row?.status).toBe("spam");
  });

  it("rejects a cross-site Origin with 403 and accepts the site's own", async () => {
    await start({ SITE_URL: "https://nullspace.example" });
    const post = (origin: string) =>
      app.inject({
        method: "POST",
        url: `/api/relay/${MAILBOX}`,
        headers: { ...FORM, origin },
        payload: form(valid),
      });
    expect((await post("https://evil.example")).statusCode).toBe(403);
    expect((await post("null")).statusCode).toBe(403);
    expect((await post("https://nullspace.example")).statusCode).toBe(303);
    expect((await post("http://localhost:80")).statusCode).toBe(303);
    expect((await rows()).length).toBe(2);
  });

  it("is rate-limited per client IP (RATE_LIMIT_PER_MINUTE, server/security) with 429 and Retry-After", async () => {
    await start({ RATE_LIMIT_PER_MINUTE: "2" });
    const post = (ip: string) =>
      app.inject({
        method: "POST",
        url: `/api/relay/${MAILBOX}`,
        headers: FORM,
        payload: form(valid),
        remoteAddress: ip,
      });
    expect((await post("10.0.0.1")).statusCode).toBe(303);
    expect((await post("10.0.0.1")).statusCode).toBe(303);
    const limited = await post("10.0.0.1");
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect((await post("10.0.0.2")).statusCode).toBe(303);
  });

  it("answers 415 for JSON or plain text on the form route", async () => {
    await start();
    const json = await app.inject({ method: "POST", url: `/api/relay/${MAILBOX}`, payload: valid });
    expect(json.statusCode).toBe(415);
    const text = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: { "content-type": "text/plain" },
      payload: "hello",
    });
    expect(text.statusCode).toBe(415);
  });

  it("answers 413 for an oversized body, never a 500", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...valid, message: "x".repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toContain("Please shorten your message");
  });
});

describe("the relay in the form's language (_locale)", () => {
  const korean = { ...valid, _locale: "ko", _next: "http://localhost:80/ko/thank-you" };

  it("accepts a Korean message as long as the form allows: 5,000 syllables are about 45 KB encoded", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...korean, message: "양자내성암호".repeat(833) + "전환", name: "박준서" }),
    });
    expect(res.statusCode).toBe(303);
    expect((await rows())[0]?.message).toHaveLength(5000);
  });

  it("answers a Korean form's problems with a Korean page, the form's own labels and messages", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: FORM,
      payload: form({ ...korean, name: "", email: "not-an-email" }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain("<title>문의를 보내지 못했습니다</title>");
    expect(res.body).toContain("<li>이름: 이름을 입력해 주세요.</li>");
    expect(res.body).toContain("<li>이메일: 올바른 이메일 주소를 입력해 주세요(예: name@company.com).</li>");
    expect(res.body).toContain('<a href="/ko">');
    expect(res.body).not.toMatch(/Please|Your message/);
  });

  it("answers the AJAX route's problems in Korean too", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      payload: { ...korean, message: " " },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: "Unprocessable Entity",
      message: "이전 페이지로 돌아가 아래 항목을 고친 뒤 다시 보내 주세요.",
      problems: ["문의 내용: 문의하실 내용을 입력해 주세요."],
    });
  });

  it("tells a Korean visitor whose body was too large to read, from the page that sent it", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/${MAILBOX}`,
      headers: { ...FORM, referer: "http://localhost/ko/enterprise/pqc-encryption" },
      payload: form({ ...korean, message: "x".repeat(200_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain('<html lang="ko">');
    expect(res.body).toContain("문의 내용을 줄여 다시 보내 주세요.");
  });

  it("answers the rate limit in the form's language, as a page with Retry-After", async () => {
    await start({ RATE_LIMIT_PER_MINUTE: "1" });
    const post = () =>
      app.inject({ method: "POST", url: `/api/relay/${MAILBOX}`, headers: FORM, payload: form(korean) });
    expect((await post()).statusCode).toBe(303);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.headers["content-type"]).toMatch(/text\/html/);
    expect(limited.body).toContain('<html lang="ko">');
    expect(limited.body).toMatch(/요청이 너무 많습니다\. \d+초 후에 다시 시도해 주세요\./);
  });
});

describe("POST /api/relay/ajax/:mailbox (JSON answers)", () => {
  it("accepts JSON and urlencoded bodies and answers with the stored id", async () => {
    await start();
    const a = await app.inject({ method: "POST", url: `/api/relay/ajax/${MAILBOX}`, payload: valid });
    expect(a.statusCode).toBe(200);
    const body = a.json<{ success: boolean; id: string }>();
    expect(body.success).toBe(true);
    const b = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      headers: FORM,
      payload: form(valid),
    });
    expect(b.statusCode).toBe(200);
    expect((await rows()).map((r) => r.id)).toContain(body.id);
  });

  it("answers 422 JSON listing each problem, and 404 JSON for another mailbox", async () => {
    await start();
    const bad = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      payload: { name: 42, email: "x@", message: "" },
    });
    expect(bad.statusCode).toBe(422);
    const body = bad.json<{ error: string; message: string; problems: string[] }>();
    expect(body.error).toBe("Unprocessable Entity");
    expect(body.problems).toEqual(
      expect.arrayContaining([
        "Name: Please enter your name.",
        expect.stringContaining("Email: Please enter a valid e-mail address"),
        "Message: Please tell us how we can help.",
      ]),
    );
    const other = await app.inject({ method: "POST", url: "/api/relay/ajax/x@example.com", payload: valid });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ error: "Not Found" });
  });

  it("answers 422 JSON when consent is missing or refused, in the form's language, and stores nothing", async () => {
    await start();
    const { privacy_consent: _omitted, ...withoutConsent } = valid;
    const missing = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      payload: { ...withoutConsent, _locale: "ko" },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.headers["content-type"]).toMatch(/application\/json/);
    expect(missing.json()).toMatchObject({
      error: "Unprocessable Entity",
      problems: ["개인정보 수집 및 이용 동의: 문의를 접수하려면 개인정보 수집 및 이용에 동의해 주세요."],
    });
    const refused = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      payload: { ...valid, privacy_consent: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ problems: string[] }>().problems).toEqual([
      "Consent: Please agree to the collection and use of your personal data, or we cannot receive your inquiry.",
    ]);
    const given = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      payload: { ...valid, privacy_consent: true },
    });
    expect(given.statusCode).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it("answers 422 JSON listing the missing fields for an empty JSON body", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: "Unprocessable Entity",
      problems: expect.arrayContaining(["Name: Please enter your name."]),
    });
    expect(await rows()).toEqual([]);
  });

  it("answers 400 JSON for malformed JSON", async () => {
    await start();
    const res = await app.inject({
      method: "POST",
      url: `/api/relay/ajax/${MAILBOX}`,
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "Bad Request" });
  });
});

describe("store lifecycle", () => {
  it("closes the store on app.close(): the SQLite file is released (no -wal left behind)", async () => {
    await start();
    await app.inject({ method: "POST", url: `/api/relay/${MAILBOX}`, headers: FORM, payload: form(valid) });
    await app.close();
    const { existsSync } = await import("node:fs");
    // better-sqlite3 checkpoints and deletes the WAL when the last connection closes cleanly.
    expect(existsSync(`${tmp.dir}/inquiries.sqlite-wal`)).toBe(false);
    expect((await rows()).length).toBe(1);
  });
});
