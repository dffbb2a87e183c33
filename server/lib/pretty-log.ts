import type { Writable } from "node:stream";

/** What pino needs of a destination: a `write` taking one serialized line. */
export interface LogDestination {
  write(line: string): unknown;
}

const LEVELS: Record<number, [label: string, color: string]> = {
  10: ["TRACE", "\x1b[90m"],
  20: ["DEBUG", "\x1b[36m"],
  30: ["INFO ", "\x1b[32m"],
  40: ["WARN ", "\x1b[33m"],
  50: ["ERROR", "\x1b[31m"],
  60: ["FATAL", "\x1b[35m"],
};
const DIM = "\x1b[2m";
const RESET = "\x1b[0m";
/** Fields every line carries, or that the layout already shows. */
const SHOWN = new Set(["level", "time", "pid", "hostname", "msg", "reqId", "err"]);
const REQUEST_FIELDS = new Set(["method", "url", "status", "ms"]);

const clock = (time: unknown) =>
  typeof time === "number" ? new Date(time).toISOString().slice(11, 23) : "--:--:--.---";

const value = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

/**
 * One pino JSON line as a readable terminal line: time, level, then either `METHOD url status ms` for a request
 * line or the message, then any other fields as key=value; an error's stack follows on its own lines. A line
 * that is not JSON is passed through unchanged.
 */
export function formatLogLine(line: string, colors = true): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith("\n") ? line : `${line}\n`;
  }
  const [label, color] = LEVELS[Number(entry.level)] ?? ["LOG  ", ""];
  const paint = (code: string, text: string) => (colors && code ? `${code}${text}${RESET}` : text);
  const request = entry.method !== undefined && entry.status !== undefined;
  const head = request
    ? `${value(entry.method)} ${value(entry.url)} ${value(entry.status)} ${paint(DIM, `${value(entry.ms)} ms`)}`
    : value(entry.msg ?? "");
  const extras = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key) && !(request && REQUEST_FIELDS.has(key)))
    .map(([key, v]) => paint(DIM, `${key}=${value(v)}`));
  const err = entry.err as { type?: string; message?: string; stack?: string } | undefined;
  const stack = err ? `\n${paint(DIM, err.stack || `${err.type ?? "Error"}: ${err.message ?? ""}`)}` : "";
  return `${paint(DIM, clock(entry.time))} ${paint(color, label)} ${[head, ...extras].join(" ")}${stack}\n`;
}

/** A destination that pretty-prints each line onto `out` (a terminal). */
export function prettyDestination(out: Writable, colors = true): LogDestination {
  return { write: (line: string) => out.write(formatLogLine(line, colors)) };
}

/**
 * Readable lines on a developer's terminal; undefined everywhere else (in production, and whenever stdout is a
 * pipe or a file that a log collector reads), which leaves pino's own JSON writer to stdout: it batches lines
 * while a write is in flight, measurably cheaper under load than writing each line through process.stdout.
 */
export function chooseLogDestination(
  production: boolean,
  out: Writable & { isTTY?: boolean } = process.stdout,
): LogDestination | undefined {
  return !production && out.isTTY ? prettyDestination(out) : undefined;
}
