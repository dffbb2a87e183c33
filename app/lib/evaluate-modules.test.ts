import { describe, expect, it } from "vitest";
import { evaluateModules } from "./evaluate-modules";

describe("evaluateModules (ADR 0050)", () => {
  it("loads the modules in the order given, each in a task of its own", async () => {
    const log: string[] = [];
    const load = (href: string) => {
      log.push(`load ${href}`);
      // A task queued now runs before the next load only if evaluateModules yields to the event loop in between.
      setTimeout(() => log.push(`task after ${href}`), 0);
      return Promise.resolve();
    };
    await evaluateModules(["/a.js", "/b.js", "/c.js"], load);
    expect(log).toEqual([
      "load /a.js",
      "task after /a.js",
      "load /b.js",
      "task after /b.js",
      "load /c.js",
      "task after /c.js",
    ]);
  });

  it("goes on past a module that fails to load", async () => {
    const loaded: string[] = [];
    const load = (href: string) => {
      loaded.push(href);
      return href === "/gone.js" ? Promise.reject(new TypeError("Failed to fetch")) : Promise.resolve();
    };
    await expect(evaluateModules(["/a.js", "/gone.js", "/c.js"], load)).resolves.toBeUndefined();
    expect(loaded).toEqual(["/a.js", "/gone.js", "/c.js"]);
  });

  it("resolves at once for an empty list", async () => {
    await expect(
      evaluateModules([], () => Promise.reject(new Error("never called"))),
    ).resolves.toBeUndefined();
  });
});

describe("evaluateModules' yield", () => {
  it("uses scheduler.yield() where the browser has it, instead of a clamped setTimeout chain", async () => {
    const yields: number[] = [];
    const global = globalThis as { scheduler?: unknown };
    global.scheduler = {
      yield: () => {
        yields.push(yields.length);
        return Promise.resolve();
      },
    };
    try {
      await evaluateModules(["/a.js", "/b.js"], () => Promise.resolve());
      expect(yields).toHaveLength(2);
    } finally {
      delete global.scheduler;
    }
  });
});
