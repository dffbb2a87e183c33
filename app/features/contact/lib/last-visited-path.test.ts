import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../../lib/storage";
import { lastVisitedPath } from "./last-visited-path";

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  vi.stubGlobal("window", {
    sessionStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const history = (value: unknown) => store.set(STORAGE_KEYS.visitHistory, JSON.stringify(value));

describe("lastVisitedPath", () => {
  it("returns the newest entry other than the excluded page", () => {
    // Stored newest first, as the visit history keeps it.
    history([
      { id: "3", path: "/thank-you", title: "Thank You", timestamp: 3 },
      { id: "2", path: "/enterprise/homomorphic-db", title: "HE DB", timestamp: 2 },
      { id: "1", path: "/research", title: "Research", timestamp: 1 },
    ]);
    expect(lastVisitedPath("/thank-you")).toBe("/enterprise/homomorphic-db");
  });

  it("is null without history, with malformed JSON or a wrong shape", () => {
    expect(lastVisitedPath("/thank-you")).toBeNull();
    store.set(STORAGE_KEYS.visitHistory, "{oops");
    expect(lastVisitedPath("/thank-you")).toBeNull();
    history({ path: "/research" });
    expect(lastVisitedPath("/thank-you")).toBeNull();
    history([null, 3, { path: 42 }, { title: "no path" }]);
    expect(lastVisitedPath("/thank-you")).toBeNull();
  });

  it("never returns an off-site or script target", () => {
    history([
      { id: "1", path: "/labs", title: "Labs", timestamp: 1 },
      { id: "2", path: "//evil.example/x", title: "x", timestamp: 2 },
      { id: "3", path: "javascript:alert(1)", title: "x", timestamp: 3 },
      { id: "4", path: "https://evil.example", title: "x", timestamp: 4 },
    ]);
    expect(lastVisitedPath("/thank-you")).toBe("/labs");
  });

  it("is null when storage itself throws", () => {
    vi.stubGlobal("window", {
      get sessionStorage(): Storage {
        throw new Error("SecurityError");
      },
    });
    expect(lastVisitedPath("/thank-you")).toBeNull();
  });
});
