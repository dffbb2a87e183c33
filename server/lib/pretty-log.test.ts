import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { chooseLogDestination, formatLogLine, prettyDestination } from "./pretty-log";

const json = (entry: Record<string, unknown>) => `${JSON.stringify(entry)}\n`;

describe("development log lines", () => {
  it("shows a request line as time, level, method, URL, status and duration", () => {
    const line = json({
      level: 30,
      time: Date.UTC(2026, 0, 2, 3, 4, 5, 67),
      pid: 1,
      hostname: "h",
      reqId: "req-1",
      method: "POST",
      url: "/api/chat/navigate",
      status: 200,
      ms: 1.25,
      ip: "127.0.0.1",
      msg: "request",
    });
    expect(formatLogLine(line, false)).toBe(
      "03:04:05.067 INFO  POST /api/chat/navigate 200 1.25 ms ip=127.0.0.1\n",
    );
  });

  it("shows other lines as their message and fields, and an error's stack below", () => {
    const warn = json({ level: 40, time: 0, msg: "navigator index built", ms: 120, candidates: 71 });
    expect(formatLogLine(warn, false)).toBe(
      "00:00:00.000 WARN  navigator index built ms=120 candidates=71\n",
    );
    const error = json({
      level: 50,
      time: 0,
      msg: "request failed",
      err: { type: "Error", message: "boom", stack: "Error: boom\n    at x (y.ts:1:1)" },
    });
    expect(formatLogLine(error, false)).toBe(
      "00:00:00.000 ERROR request failed\nError: boom\n    at x (y.ts:1:1)\n",
    );
  });

  it("colours the level on a terminal and passes a line that is not JSON through", () => {
    expect(formatLogLine(json({ level: 50, time: 0, msg: "x" }))).toContain("\x1b[31mERROR");
    expect(formatLogLine("plain text")).toBe("plain text\n");
  });

  it("pretty-prints only on a development terminal; production and pipes keep JSON", () => {
    const terminal = Object.assign(new PassThrough(), { isTTY: true });
    const pipe = new PassThrough();
    expect(chooseLogDestination(false, terminal)).toBeDefined();
    expect(chooseLogDestination(true, terminal)).toBeUndefined();
    expect(chooseLogDestination(false, pipe)).toBeUndefined();
  });

  it("writes each formatted line to its stream", () => {
    const out = new PassThrough();
    prettyDestination(out, false).write(json({ level: 30, time: 0, msg: "listening" }));
    expect(String(out.read())).toBe("00:00:00.000 INFO  listening\n");
  });
});
