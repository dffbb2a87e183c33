import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";
import { startFakeOpenAi, type FakeOpenAi } from "../../tests/navigator/fake-openai-server";
import { createOpenAiProvider } from "./provider";

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const candidates = [
  { path: "/devhub/docs", title: "Developer Docs", description: "SDK guides" },
  { path: "/devhub", title: "DevHub", description: "Build with Nullspace" },
];

describe("OpenAI-compatible provider", () => {
  const errors: string[] = [];
  const provider = () =>
    createOpenAiProvider({
      baseUrl: fake.baseUrl,
      apiKey: "sk-test",
      model: "test-model",
      timeoutMs: 300,
      onError: (m) => errors.push(m),
    });

  it("sends a JSON-schema request whose enum is exactly the candidates, and uses a valid choice", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/devhub", response: "DevHub it is." }),
    });
    const choice = await provider().choose("where do developers start", candidates, false);
    expect(choice).toEqual({ destination: "/devhub", response: "DevHub it is." });
    const req = fake.requests[0];
    expect(req?.headers.authorization).toBe("Bearer sk-test");
    const body = req?.body as {
      model: string;
      response_format: {
        type: string;
        json_schema: { schema: { properties: { destination: { enum: string[] } } } };
      };
    };
    expect(body.model).toBe("test-model");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.schema.properties.destination.enum).toEqual([
      "/devhub/docs",
      "/devhub",
    ]);
  });

  it.each([
    [
      "a path outside the candidates",
      { kind: "answer", content: JSON.stringify({ destination: "/admin", response: "x" }) },
    ],
    ["content that is not JSON", { kind: "answer", content: "Sure! Go to /devhub." }],
    [
      "an empty response text",
      { kind: "answer", content: JSON.stringify({ destination: "/devhub", response: " " }) },
    ],
    ["an HTTP 500", { kind: "status", status: 500 }],
    ["an HTTP 429", { kind: "status", status: 429 }],
    ["a body without choices", { kind: "raw", body: '{"choices":[]}' }],
    ["a body that is not JSON", { kind: "raw", body: "<html>" }],
    ["no answer before the timeout", { kind: "hang" }],
  ] as const)("returns null (fallback) on %s", async (_name, behaviour) => {
    errors.length = 0;
    fake.behave(behaviour);
    expect(await provider().choose("docs", candidates, false)).toBeNull();
    expect(errors.length).toBe(1);
  });

  it("returns null when the server is unreachable", async () => {
    const p = createOpenAiProvider({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: undefined,
      model: "m",
      timeoutMs: 500,
    });
    expect(await p.choose("docs", candidates, false)).toBeNull();
  });
});

describe("navigate API with NAVIGATOR_PROVIDER=openai", () => {
  let app: FastifyInstance;
  let sessionId: string;
  beforeAll(async () => {
    app = await buildApp(
      testConfig({
        SESSION_SECRET: "provider-test-secret-provider-test-secret",
        LOG_LEVEL: "silent",
        NAVIGATOR_PROVIDER: "openai",
        OPENAI_BASE_URL: fake.baseUrl,
        OPENAI_API_KEY: "sk-test",
        OPENAI_TIMEOUT_MS: "300",
      }),
      { web: false, logger: false },
    );
    sessionId = (await app.inject({ method: "POST", url: "/api/chat/session" })).json<{ id: string }>().id;
  });
  afterAll(async () => {
    await app.close();
  });
  const navigate = (query: string) =>
    app.inject({ method: "POST", url: "/api/chat/navigate", payload: { sessionId, query } });

  it("uses the model's choice among the offline candidates and its text", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/devhub", response: "Start at DevHub." }),
    });
    const res = await navigate("developer docs");
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      destination: string;
      response: string;
      suggestedPage: string;
      recommendations: string[];
    }>();
    expect(body).toMatchObject({
      destination: "/devhub",
      response: "Start at DevHub.",
      suggestedPage: "DevHub",
    });
    expect(body.recommendations[0]).toBe("devhub");
    const sent = fake.requests[0]?.body as {
      response_format: { json_schema: { schema: { properties: { destination: { enum: string[] } } } } };
    };
    expect(sent.response_format.json_schema.schema.properties.destination.enum).toContain("/devhub/docs");
  });

  it("falls back to the offline answer on timeout", async () => {
    fake.behave({ kind: "hang" });
    const res = await navigate("developer docs");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ destination: string }>().destination).toBe("/devhub/docs");
  });

  it("falls back to the offline answer on an invalid choice", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "https://evil.example", response: "go" }),
    });
    const body = (await navigate("developer docs")).json<{ destination: string; response: string }>();
    expect(body.destination).toBe("/devhub/docs");
    expect(body.response).not.toBe("go");
  });

  it("does not consult the model for off-topic queries", async () => {
    fake.behave({ kind: "answer", content: JSON.stringify({ destination: "/devhub", response: "x" }) });
    const body = (await navigate("tell me a joke")).json<{ destination: string }>();
    expect(body.destination).toBe("unknown");
    expect(fake.requests.length).toBe(0);
  });
});
