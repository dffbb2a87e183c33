import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failedModuleUrl, isChunkLoadError, reloadOnceFor } from "./chunk-reload";

/** A sessionStorage for the node test environment. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

beforeEach(() => {
  vi.stubGlobal("window", { sessionStorage: memoryStorage(), localStorage: memoryStorage() });
});
afterEach(() => vi.unstubAllGlobals());

describe("reloadOnceFor", () => {
  it("reloads a page once, then not again within 30 s, and again after that", () => {
    const go = vi.fn();
    expect(reloadOnceFor("/labs", 1_000, go)).toBe(true);
    expect(reloadOnceFor("/labs", 20_000, go)).toBe(false);
    expect(reloadOnceFor("/labs", 40_000, go)).toBe(true);
    expect(go.mock.calls).toEqual([["/labs"], ["/labs"]]);
  });

  it("counts each page on its own", () => {
    const go = vi.fn();
    expect(reloadOnceFor("/labs", 1_000, go)).toBe(true);
    expect(reloadOnceFor("/research", 2_000, go)).toBe(true);
  });

  it("does not reload when it cannot remember having done so (storage unavailable)", () => {
    vi.stubGlobal("window", {});
    const go = vi.fn();
    expect(reloadOnceFor("/labs", 1_000, go)).toBe(false);
    expect(go).not.toHaveBeenCalled();
  });
});

describe("isChunkLoadError", () => {
  it("recognises the module-loading failures of Chromium, Firefox and Safari, and nothing else", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("500: Internal"))).toBe(false);
    expect(isChunkLoadError("Failed to fetch dynamically imported module")).toBe(false);
  });
});

describe("failedModuleUrl", () => {
  it("takes this site's module address out of Chromium's and Firefox's messages, nothing from Safari's or others", () => {
    vi.stubGlobal("window", { location: { origin: "https://hub.example" } });
    const url = "https://hub.example/assets/history-panel-button-m2pxhtMg.js";
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError("Importing a module script failed."))).toBeNull();
    expect(
      failedModuleUrl(
        new TypeError("Failed to fetch dynamically imported module: https://evil.example/x.js"),
      ),
    ).toBeNull();
    expect(failedModuleUrl(new Error(`something else ${url}`))).toBeNull();
  });
});
