import { createHmac } from "node:crypto";
import type { FastifyInstance } from "fastify";
import {
  ANSWER_ID_PATTERN,
  navigateResponseSchema,
  navigationAnswerSchema,
} from "../../content/schemas/navigator";
import { openStore } from "../inquiries/open-store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";
import { createSessionSigner } from "../navigator/session-token";

const SECRET = "test-secret-test-secret-test-secret-1234";
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp(testConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent" }), {
    web: false,
    logger: false,
  });
});
afterAll(async () => {
  await app.close();
});

async function session(): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/chat/session" });
  expect(res.statusCode).toBe(200);
  const body = res.json<{ id: string }>();
  expect(typeof body.id).toBe("string");
  return body.id;
}

const navigate = (payload: string, contentType = "application/json") =>
  app.inject({
    method: "POST",
    url: "/api/chat/navigate",
    payload,
    headers: { "content-type": contentType },
  });

describe("POST /api/chat/session", () => {
  it.each([
    ["no content type and no body", undefined, undefined],
    ["application/json with an empty body", "application/json", ""],
    ["application/json; charset=utf-8 with an empty body", "application/json; charset=utf-8", ""],
    ["an empty JSON object", "application/json", "{}"],
    ["text/plain with an empty body", "text/plain", ""],
  ])("takes no payload: answers a new session to %s", async (_name, type, payload) => {
    const res = await app.inject({
      method: "POST",
      url: "/api/chat/session",
      ...(type ? { headers: { "content-type": type } } : {}),
      ...(payload !== undefined ? { payload } : {}),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: string }>().id).toMatch(/^v1\./);
  });
});

describe("POST /api/chat/navigate", () => {
  it("routes an English query to a real page with 1-3 section recommendations", async () => {
    const sessionId = await session();
    const res = await navigate(
      JSON.stringify({ sessionId, query: "I need a homomorphic encrypted database for my bank" }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      response: string;
      destination: string;
      suggestedPage: string;
      recommendations: string[];
    }>();
    expect(body.destination).toBe("/enterprise/homomorphic-db");
    expect(body.suggestedPage).toBe("Homomorphic Database");
    expect(body.recommendations.length).toBeGreaterThanOrEqual(1);
    expect(body.recommendations.length).toBeLessThanOrEqual(3);
    expect(body.recommendations[0]).toBe("enterprise");
    expect(body.response).not.toMatch(/[\uac00-\ud7a3]/);
  });

  it("answers a Korean query in Korean", async () => {
    const sessionId = await session();
    const res = await navigate(JSON.stringify({ sessionId, query: "  동형암호 논문 보여줘  " }));
    expect(res.statusCode).toBe(200);
    const body = res.json<{ response: string; destination: string }>();
    expect(body.destination).toBe("/research/whitepaper-library");
    expect(body.response).toMatch(/[\uac00-\ud7a3]/);
  });

  it("keeps a visitor of the Korean edition in it: locale ko answers in Korean, with /ko pages", async () => {
    const sessionId = await session();
    for (const query of ["동형암호 논문 보여줘", "homomorphic encryption papers"]) {
      const res = await navigate(JSON.stringify({ sessionId, query, locale: "ko" }));
      expect(res.statusCode).toBe(200);
      const body = navigationAnswerSchema.parse(res.json());
      expect(body.destination).toBe("/ko/research/whitepaper-library");
      expect(body.response).toMatch(/[\uac00-\ud7a3]/);
      expect(body.suggestedPage).toMatch(/[\uac00-\ud7a3]/);
      for (const name of body.recommendations) expect(name).toMatch(/^ko\//);
    }
    const english = navigationAnswerSchema.parse(
      (
        await navigate(JSON.stringify({ sessionId, query: "homomorphic encryption papers", locale: "en" }))
      ).json(),
    );
    expect(english.destination).toBe("/research/whitepaper-library");
    expect(english.response).not.toMatch(/[\uac00-\ud7a3]/);
    const offTopic = navigationAnswerSchema.parse(
      (
        await navigate(JSON.stringify({ sessionId, query: "weather in seoul tomorrow", locale: "ko" }))
      ).json(),
    );
    expect(offTopic.destination).toBe("unknown");
    expect(offTopic.response).toMatch(/[\uac00-\ud7a3]/);
  });

  it("refuses a locale the site has no edition for", async () => {
    const sessionId = await session();
    const res = await navigate(JSON.stringify({ sessionId, query: "papers", locale: "fr" }));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/locale/);
  });

  it("says what the site helps with for an off-topic query, in the query's language", async () => {
    const sessionId = await session();
    const en = (await navigate(JSON.stringify({ sessionId, query: "what's the weather tomorrow?" }))).json<{
      destination: string;
      response: string;
      recommendations: string[];
    }>();
    expect(en.destination).toBe("unknown");
    expect(en.response).toMatch(/research/i);
    expect(en.recommendations.length).toBeGreaterThan(0);
    const ko = (await navigate(JSON.stringify({ sessionId, query: "ㅋㅋㅋ" }))).json<{
      destination: string;
      response: string;
    }>();
    expect(ko.destination).toBe("unknown");
    expect(ko.response).toMatch(/[\uac00-\ud7a3]/);
  });

  it.each([
    ["malformed JSON", "{ not json", "application/json"],
    ["wrong content type", JSON.stringify({ sessionId: "x", query: "docs" }), "text/plain"],
    ["form body", "sessionId=x&query=docs", "application/x-www-form-urlencoded"],
    ["missing query", JSON.stringify({ sessionId: "x" }), "application/json"],
    ["missing sessionId", JSON.stringify({ query: "docs" }), "application/json"],
    ["non-string query", JSON.stringify({ sessionId: "x", query: 42 }), "application/json"],
    ["non-string sessionId", JSON.stringify({ sessionId: 1, query: "docs" }), "application/json"],
    ["extra field", JSON.stringify({ sessionId: "x", query: "docs", admin: true }), "application/json"],
    ["blank query", JSON.stringify({ sessionId: "x", query: " \n\t " }), "application/json"],
    ["too long query", JSON.stringify({ sessionId: "x", query: "a".repeat(501) }), "application/json"],
    ["array body", JSON.stringify(["docs"]), "application/json"],
    ["null body", "null", "application/json"],
    ["empty JSON body", "", "application/json"],
  ])("rejects %s with 400 JSON", async (_name, payload, type) => {
    const res = await navigate(payload, type);
    expect(res.statusCode).toBe(400);
    const body = res.json<{ error: string; message: string }>();
    expect(body.error).toBe("Bad Request");
    expect(body.message.length).toBeGreaterThan(0);
  });

  it("says what the body must be when there is none", async () => {
    const res = await navigate("");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: "Bad Request",
      message: 'The body must be a JSON object: { "sessionId": ..., "query": ..., "locale"?: "en" | "ko" }.',
    });
  });

  it("accepts a query of exactly 500 characters after trimming", async () => {
    const sessionId = await session();
    const res = await navigate(
      JSON.stringify({ sessionId, query: ` ${"docs ".repeat(100).trim().padEnd(500, "s")} ` }),
    );
    expect(res.statusCode).toBe(200);
  });

  it("answers many requests at once over HTTP, each with the answer to its own query", async () => {
    // An app of its own without the rate limit: this test alone sends more than a visitor's minute allows.
    const server = await buildApp(
      testConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }),
      { web: false, logger: false },
    );
    const queries = [
      "developer docs",
      "I need a homomorphic encrypted database for my bank",
      "영지식 증명",
      "post-quantum signatures",
      "contact sales",
      "open source projects",
      "how do I bake bread",
      "whitepaper library",
      "careers",
      "동형암호 연구",
      "multi-party computation",
      "upcoming events",
    ];
    try {
      const base = await server.listen({ port: 0, host: "127.0.0.1" });
      const post = async (url: string, body?: unknown) => {
        const res = await fetch(`${base}${url}`, {
          method: "POST",
          ...(body ? { headers: { "content-type": "application/json" }, body: JSON.stringify(body) } : {}),
        });
        expect(res.status).toBe(200);
        return (await res.json()) as { id: string; answerId: string };
      };
      const sessionId = (await post("/api/chat/session")).id;
      const alone = [];
      for (const query of queries) alone.push(await post("/api/chat/navigate", { sessionId, query }));
      // Twice over, all at once: answers computed in one pass are sent together and must not be crossed. The
      // first round opens the connections; in the second the requests arrive on open ones, in one pass.
      const allAtOnce = () =>
        Promise.all(
          [...queries, ...queries].map((query) => post("/api/chat/navigate", { sessionId, query })),
        );
      await allAtOnce();
      const together = await allAtOnce();
      const strip = ({ answerId: _id, ...rest }: { answerId: string }) => rest;
      expect(together.map(strip)).toEqual([...alone, ...alone].map(strip));
      expect(new Set(together.map((answer) => answer.answerId)).size).toBe(together.length);
    } finally {
      await server.close();
    }
  });

  it.each([
    ["garbage", "not-a-token"],
    ["tampered", "TAMPER"],
    ["other secret", "OTHER"],
    ["expired", "EXPIRED"],
  ])("answers 404 No session for a %s session", async (_name, kind) => {
    const good = await session();
    let sessionId = kind;
    if (kind === "TAMPER") sessionId = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    if (kind === "OTHER") sessionId = createSessionSigner("another-secret-another-secret-12345", 24).issue();
    if (kind === "EXPIRED") sessionId = createSessionSigner(SECRET, 24).issue(Date.now() - 25 * 3_600_000);
    const res = await navigate(JSON.stringify({ sessionId, query: "developer docs" }));
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toBe("No session");
  });
});

describe("answer ids and POST /api/chat/feedback", () => {
  // An app of its own: the rate limit of the shared one is spent by the tests above.
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent", RATE_LIMIT_PER_MINUTE: "0" }),
      {
        web: false,
        logger: false,
      },
    );
  });
  afterAll(() => app.close());
  const session = async () =>
    (await app.inject({ method: "POST", url: "/api/chat/session" })).json<{ id: string }>().id;
  const navigate = (payload: string) =>
    app.inject({
      method: "POST",
      url: "/api/chat/navigate",
      payload,
      headers: { "content-type": "application/json" },
    });
  const feedback = (body: unknown, contentType = "application/json") =>
    app.inject({
      method: "POST",
      url: "/api/chat/feedback",
      payload: typeof body === "string" ? body : JSON.stringify(body),
      headers: { "content-type": contentType },
    });
  const ask = async (sessionId: string, query = "developer reference") =>
    navigateResponseSchema.parse((await navigate(JSON.stringify({ sessionId, query }))).json());

  it("gives every answer its own opaque id", async () => {
    const sessionId = await session();
    const first = await ask(sessionId);
    const second = await ask(sessionId);
    expect(first.answerId).toMatch(ANSWER_ID_PATTERN);
    expect(second.answerId).not.toBe(first.answerId);
    expect(first.answerId).not.toContain(sessionId.split(".")[2] ?? "-");
  });

  it("answers 204 to a verdict, with or without a comment", async () => {
    const sessionId = await session();
    const { answerId } = await ask(sessionId);
    expect((await feedback({ sessionId, answerId, helpful: true })).statusCode).toBe(204);
    const no = await feedback({ sessionId, answerId, helpful: false, comment: "  I wanted the SDK  " });
    expect(no.statusCode).toBe(204);
    expect(no.body).toBe("");
    expect(
      (await feedback({ sessionId, answerId, helpful: false, comment: "x".repeat(500) })).statusCode,
    ).toBe(204);
  });

  it("answers 404 No session for a bad session", async () => {
    const sessionId = await session();
    const { answerId } = await ask(sessionId);
    const res = await feedback({ sessionId: "not-a-token", answerId, helpful: true });
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: string }>().error).toBe("No session");
  });

  it.each([
    ["helpful missing", (s: string, a: string) => ({ sessionId: s, answerId: a }), "helpful"],
    [
      "helpful not a boolean",
      (s: string, a: string) => ({ sessionId: s, answerId: a, helpful: "yes" }),
      "helpful",
    ],
    [
      "a comment over 500 characters",
      (s: string, a: string) => ({ sessionId: s, answerId: a, helpful: false, comment: "x".repeat(501) }),
      "comment",
    ],
    [
      "an extra field",
      (s: string, a: string) => ({ sessionId: s, answerId: a, helpful: true, ip: "1.2.3.4" }),
      "ip",
    ],
    [
      "a malformed answer id",
      (s: string) => ({ sessionId: s, answerId: "../../etc", helpful: true }),
      "answerId",
    ],
    ["an array body", () => [], "JSON object"],
  ])("answers 400 for %s", async (_name, body, mentions) => {
    const sessionId = await session();
    const { answerId } = await ask(sessionId);
    const res = await feedback(body(sessionId, answerId));
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string; message: string }>()).toMatchObject({ error: "Bad Request" });
    expect(res.json<{ message: string }>().message).toContain(mentions);
  });

  it("still takes a verdict on an answer id of the earlier form (a tab kept open across the deploy)", async () => {
    const sessionId = await session();
    const random = "AbCdEfGhIjKl";
    const mac = createHmac("sha256", Buffer.from(`answer-id:${SECRET}`, "utf8"))
      .update(`${sessionId}|${random}`)
      .digest("base64url")
      .slice(0, 16);
    expect((await feedback({ sessionId, answerId: `${random}.${mac}`, helpful: true })).statusCode).toBe(204);
    expect(
      (await feedback({ sessionId: await session(), answerId: `${random}.${mac}`, helpful: true }))
        .statusCode,
    ).toBe(400);
  });

  it("answers 400 for an answer given in another session, and for a body that is not JSON", async () => {
    const { answerId } = await ask(await session());
    const other = await session();
    const res = await feedback({ sessionId: other, answerId, helpful: true });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain("not an answer given in this session");
    expect((await feedback("helpful=true", "application/x-www-form-urlencoded")).statusCode).toBe(400);
    expect((await feedback("{not json")).statusCode).toBe(400);
  });
});

describe("POST /api/chat/choice", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent" }), {
      web: false,
      logger: false,
    });
  });
  afterAll(() => app.close());
  const post = (url: string, body: unknown) =>
    app.inject({
      method: "POST",
      url,
      payload: JSON.stringify(body),
      headers: { "content-type": "application/json" },
    });
  const session = async () => (await post("/api/chat/session", {})).json<{ id: string }>().id;

  it("answers 204 to a choice among an answer's pages, and explains what is wrong with a bad one", async () => {
    const sessionId = await session();
    const answer = navigateResponseSchema.parse(
      (await post("/api/chat/navigate", { sessionId, query: "developer reference" })).json(),
    );
    expect(answer.confident).toBe(false);
    const chosen = answer.alternatives[0]?.path ?? answer.destination;
    expect(
      (await post("/api/chat/choice", { sessionId, answerId: answer.answerId, path: chosen })).statusCode,
    ).toBe(204);
    for (const [body, mentions] of [
      [{ sessionId, answerId: answer.answerId, path: "https://evil.example" }, "path"],
      [{ sessionId, answerId: answer.answerId }, "path"],
      [{ sessionId, answerId: answer.answerId, path: "/labs", extra: 1 }, "extra"],
      [
        { sessionId: await session(), answerId: answer.answerId, path: "/labs" },
        "not an answer given in this session",
      ],
    ] as const) {
      const res = await post("/api/chat/choice", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(mentions);
    }
    const none = await post("/api/chat/choice", {
      sessionId: "nope",
      answerId: answer.answerId,
      path: "/labs",
    });
    expect(none.statusCode).toBe(404);
  });
});

describe("the decision log", () => {
  const run = async (env: Record<string, string>) => {
    const config = testConfig({ SESSION_SECRET: SECRET, LOG_LEVEL: "silent", ...env });
    const logged = await buildApp(config, { web: false, logger: false });
    const id = (await logged.inject({ method: "POST", url: "/api/chat/session" })).json<{ id: string }>().id;
    const ask = async (query: string) =>
      navigateResponseSchema.parse(
        (
          await logged.inject({
            method: "POST",
            url: "/api/chat/navigate",
            payload: { sessionId: id, query, locale: "ko" },
          })
        ).json(),
      );
    const docs = await ask("developer docs for jane@example.com");
    await ask("오늘 날씨 어때");
    await logged.inject({
      method: "POST",
      url: "/api/chat/feedback",
      payload: { sessionId: id, answerId: docs.answerId, helpful: false, comment: "too short" },
    });
    // The visitor chose a page the answer was not.
    await logged.inject({
      method: "POST",
      url: "/api/chat/choice",
      payload: { sessionId: id, answerId: docs.answerId, path: "/ko/labs" },
    });
    // Closing writes the last batch.
    await logged.close();
    const store = await openStore({ dataDir: config.dataDir });
    try {
      return await store.navigatorLog.report("2000-01-01", 10);
    } finally {
      await store.close();
    }
  };

  it("records each decision, verdict and choice without the visitor's data, and nothing with NAVIGATOR_LOG=off", async () => {
    const report = await run({});
    expect(report.total).toBe(2);
    expect(report.unsure.chosenOther).toBe(1);
    expect(report.choseOther[0]).toMatchObject({ query: "developer docs for [email]", chosen: "/ko/labs" });
    expect(report.unanswered).toEqual([{ query: "오늘 날씨 어때", count: 1 }]);
    expect(report.notHelpful).toEqual([
      {
        query: "developer docs for [email]",
        destination: expect.stringMatching(/^\/ko\//) as string,
        count: 1,
        comments: ["too short"],
      },
    ]);
    expect((await run({ NAVIGATOR_LOG: "off" })).total).toBe(0);
  });
});
