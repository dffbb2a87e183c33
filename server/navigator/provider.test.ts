import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { testConfig } from "../test-support/test-config";
import { startFakeOpenAi, type FakeOpenAi } from "../../tests/navigator/fake-openai-server";
import { navigatorDestinations } from "../../content/navigator/destinations";
import { navigateResponseSchema } from "../../content/schemas/navigator";
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

const catalogue = [
  { path: "/devhub/docs", title: "Developer Docs", description: "SDK guides" },
  { path: "/devhub", title: "DevHub", description: "Build with Nullspace" },
  { path: "/labs", title: "Nullspace Cryptography Lab", description: "The research lab" },
];
const shortlist = [
  { path: "/devhub/docs", probability: 0.6 },
  { path: "/devhub", probability: 0.3 },
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

  it("sends a JSON-schema request whose enum is the whole catalogue and unknown, and uses a valid choice", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/devhub", response: "DevHub it is.", confident: true }),
    });
    const choice = await provider().choose("where do developers start", catalogue, shortlist, false);
    expect(choice).toEqual({ destination: "/devhub", response: "DevHub it is.", confident: true });
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
      "/labs",
      "unknown",
    ]);
  });

  it.each([
    [
      "a path outside the catalogue",
      { kind: "answer", content: JSON.stringify({ destination: "/admin", response: "x", confident: true }) },
    ],
    ["content that is not JSON", { kind: "answer", content: "Sure! Go to /devhub." }],
    [
      "an empty response text",
      { kind: "answer", content: JSON.stringify({ destination: "/devhub", response: " ", confident: true }) },
    ],
    [
      "no word on whether it is sure",
      { kind: "answer", content: JSON.stringify({ destination: "/devhub", response: "DevHub." }) },
    ],
    ["an HTTP 500", { kind: "status", status: 500 }],
    ["an HTTP 429", { kind: "status", status: 429 }],
    ["a body without choices", { kind: "raw", body: '{"choices":[]}' }],
    ["a body that is not JSON", { kind: "raw", body: "<html>" }],
    ["no answer before the timeout", { kind: "hang" }],
  ] as const)("returns null (fallback) on %s", async (_name, behaviour) => {
    errors.length = 0;
    fake.behave(behaviour);
    expect(await provider().choose("docs", catalogue, shortlist, false)).toBeNull();
    expect(errors.length).toBe(1);
  });

  it("returns null when the server is unreachable", async () => {
    const p = createOpenAiProvider({
      baseUrl: "http://127.0.0.1:9/v1",
      apiKey: undefined,
      model: "m",
      timeoutMs: 500,
    });
    expect(await p.choose("docs", catalogue, shortlist, false)).toBeNull();
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

  it("shows the model every page and the engine's best five, and honours a pick outside them", async () => {
    // The engine ranks the docs first for this request, DevHub among the next; the lab is nowhere near its top five.
    const offline = (await navigate("developer reference")).json<{ destination: string }>();
    expect(offline.destination).toBe("/devhub/docs");
    fake.requests.length = 0;
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/labs", response: "The lab's page.", confident: true }),
    });
    const res = await navigate("developer reference");
    expect(res.statusCode).toBe(200);
    const body = navigateResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      destination: "/labs",
      response: "The lab's page.",
      suggestedPage: "Nullspace Cryptography Lab",
      confident: true,
    });
    // Beside the model's sure pick, the engine's own answer comes first as the way out.
    expect(body.alternatives[0]?.path).toBe("/devhub/docs");
    expect(body.alternatives.map((a) => a.path)).not.toContain("/labs");
    expect(body.recommendations[0]).toBe("labs");
    const sent = fake.requests[0]?.body as {
      response_format: { json_schema: { schema: { properties: { destination: { enum: string[] } } } } };
      messages: { role: string; content: string }[];
    };
    const pages = navigatorDestinations().map((p) => p.path);
    expect(sent.response_format.json_schema.schema.properties.destination.enum).toEqual([
      ...pages,
      "unknown",
    ]);
    const prompt = JSON.parse(sent.messages[1]?.content ?? "{}") as {
      catalogue: { path: string; title: string; description: string }[];
      shortlist: { path: string; probability: number }[];
    };
    expect(prompt.catalogue.map((p) => p.path)).toEqual(pages);
    for (const page of prompt.catalogue) expect(page.title, page.path).not.toBe("");
    expect(prompt.shortlist.map((s) => s.path)).not.toContain("/labs");
    expect(prompt.shortlist.length).toBe(5);
  });

  it("gives the model the engine's best five in order of probability, also when the answer is an item's acting page", async () => {
    // The scorers put CUSP's catalogue entry first; the engine answers with its platform page (engine.test.ts).
    fake.requests.length = 0;
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/service/cusp", response: "CUSP.", confident: true }),
    });
    await navigate("cusp");
    const sent = fake.requests[0]?.body as { messages: { role: string; content: string }[] };
    const { shortlist } = JSON.parse(sent.messages[1]?.content ?? "{}") as {
      shortlist: { path: string; probability: number }[];
    };
    expect(shortlist.length).toBe(5);
    expect(shortlist[0]?.path).toBe("/ecosystem/solutions/cusp");
    const probabilities = shortlist.map((s) => s.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
  });

  it("offers the engine's other pages when the model is not sure, in the Korean edition's words for /ko", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/devhub", response: "DevHub 페이지예요.", confident: false }),
    });
    const res = await app.inject({
      method: "POST",
      url: "/api/chat/navigate",
      payload: { sessionId, query: "developer reference", locale: "ko" },
    });
    const body = navigateResponseSchema.parse(res.json());
    expect(body.destination).toBe("/ko/devhub");
    expect(body.confident).toBe(false);
    expect(body.alternatives.length).toBeGreaterThan(0);
    for (const a of body.alternatives) expect(a.path.startsWith("/ko/")).toBe(true);
    expect(body.alternatives.map((a) => a.path)).not.toContain("/ko/devhub");
    const prompt = JSON.parse(
      (fake.requests[0]?.body as { messages: { content: string }[] }).messages[1]?.content ?? "{}",
    ) as {
      catalogue: { title: string }[];
    };
    expect(prompt.catalogue.some((p) => /[\uac00-\ud7a3]/.test(p.title))).toBe(true);
  });

  it("falls back to the offline answer on timeout", async () => {
    fake.behave({ kind: "hang" });
    const res = await navigate("developer reference");
    expect(res.statusCode).toBe(200);
    expect(res.json<{ destination: string }>().destination).toBe("/devhub/docs");
  });

  it("falls back to the offline answer on an invalid choice", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "https://evil.example", response: "go", confident: true }),
    });
    const body = (await navigate("developer reference")).json<{
      destination: string;
      response: string;
    }>();
    expect(body.destination).toBe("/devhub/docs");
    expect(body.response).not.toBe("go");
  });

  it("does not consult the model for requests the engine is sure are off-topic", async () => {
    fake.behave({
      kind: "answer",
      content: JSON.stringify({ destination: "/devhub", response: "x", confident: true }),
    });
    const body = (await navigate("tell me a joke")).json<{ destination: string }>();
    expect(body.destination).toBe("unknown");
    expect(fake.requests.length).toBe(0);
  });
});
