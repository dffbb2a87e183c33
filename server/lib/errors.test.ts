import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installErrorHandler } from "./errors";

const app = Fastify({ logger: false });
beforeAll(async () => {
  installErrorHandler(app);
  app.get("/api/broken", async () => {
    throw new Error("database password is hunter2");
  });
  app.get("/api/refused", async () => {
    throw Object.assign(new Error("query must not be blank"), { statusCode: 400 });
  });
  await app.ready();
});
afterAll(() => app.close());

describe("the error handler", () => {
  it("answers a failure of its own with JSON that carries no internals, in the visitor's language", async () => {
    const english = await app.inject({ url: "/api/broken" });
    expect(english.statusCode).toBe(500);
    expect(english.json()).toEqual({
      error: "Internal Server Error",
      message: "Something went wrong on our side.",
    });
    const korean = await app.inject({
      url: "/api/broken",
      headers: { referer: "http://localhost/ko/ecosystem" },
    });
    expect(korean.json()).toEqual({
      error: "Internal Server Error",
      message: "서버에서 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.",
    });
    expect(korean.body).not.toContain("hunter2");
    const asked = await app.inject({ url: "/api/broken?locale=ko" });
    expect(asked.json().message).toMatch(/^서버에서 문제가 생겼습니다/);
  });

  it("passes a client error's own message on, under the HTTP name", async () => {
    const res = await app.inject({ url: "/api/refused" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Bad Request", message: "query must not be blank" });
  });
});
