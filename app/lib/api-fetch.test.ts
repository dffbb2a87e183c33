import { describe, expect, it, vi } from "vitest";
import { apiRequest, createQueryFn, throwIfResNotOk } from "./api-fetch";

const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

describe("default fetcher", () => {
  it("GETs the query key segments joined with '/' with credentials included", async () => {
    const fetchImpl = vi.fn(async () => ok([1, 2]));
    const data = await createQueryFn(fetchImpl)({ queryKey: ["/api", "solutions"] });
    expect(data).toEqual([1, 2]);
    expect(fetchImpl).toHaveBeenCalledWith("/api/solutions", { credentials: "include" });
  });

  it("starts the request in a later task, not inside the caller's", async () => {
    const order: string[] = [];
    const fetchImpl = vi.fn(async () => {
      order.push("fetch");
      return ok([]);
    });
    // A task the caller queued before asking runs before the request starts.
    setTimeout(() => order.push("task queued by the caller"), 0);
    const pending = createQueryFn(fetchImpl)({ queryKey: ["/api/solutions"] });
    await Promise.resolve();
    await Promise.resolve();
    expect(fetchImpl).not.toHaveBeenCalled();
    await pending;
    expect(order).toEqual(["task queued by the caller", "fetch"]);
  });

  it("throws '<status>: <body text>' for a non-OK answer", async () => {
    const fetchImpl = async () =>
      new Response("database on fire", { status: 503, statusText: "Service Unavailable" });
    await expect(createQueryFn(fetchImpl)({ queryKey: ["/api/solutions"] })).rejects.toThrow(
      "503: database on fire",
    );
  });

  it("falls back to the status text when the body is empty", async () => {
    const res = new Response(null, { status: 404, statusText: "Not Found" });
    await expect(throwIfResNotOk(res)).rejects.toThrow("404: Not Found");
  });

  it("throws on 401 by default and yields null when configured", async () => {
    const unauthorized = async () => new Response("login first", { status: 401 });
    await expect(createQueryFn(unauthorized)({ queryKey: ["/api/me"] })).rejects.toThrow("401: login first");
    await expect(createQueryFn(unauthorized, "returnNull")({ queryKey: ["/api/me"] })).resolves.toBeNull();
  });

  it("apiRequest sends JSON with a JSON content type and credentials", async () => {
    const fetchImpl = vi.fn(async (_url: string, _init?: RequestInit) => ok({ id: "s1" }));
    await apiRequest("POST", "/api/chat/session", { a: 1 }, fetchImpl);
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"a":1}' });
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
  });
});
