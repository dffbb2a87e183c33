import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { computeBuildStamp, isBuildCurrent, STAMP_FILE } from "./build-stamp.mjs";

let root: string;
const envKeys = ["SITE_URL"];

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** What the build leaves behind: the server bundle and the stamp of the inputs it was built from. */
function build(env: Record<string, string | undefined> = {}): void {
  write("dist/server/main.js", "// bundle");
  write(STAMP_FILE, JSON.stringify({ stamp: computeBuildStamp(root, envKeys, env), envKeys }));
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), "build-stamp-"));
  write("server/main.ts", "export {};");
  write("content/site.ts", "export const a = 1;");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("npm start's build check", () => {
  it("asks for a build when dist/ is missing or has no stamp", () => {
    expect(isBuildCurrent(root)).toBe(false);
    write("dist/server/main.js", "// bundle");
    expect(isBuildCurrent(root)).toBe(false);
  });

  it("accepts a build made from the current sources and environment", () => {
    build(process.env);
    expect(isBuildCurrent(root)).toBe(true);
  });

  it("asks for a new build when a source file changes", () => {
    build(process.env);
    write("content/site.ts", "export const a = 2;");
    expect(isBuildCurrent(root)).toBe(false);
  });

  it("asks for a new build when a build-time variable changes", () => {
    build({ ...process.env, SITE_URL: "https://old.example" });
    expect(isBuildCurrent(root)).toBe(false);
  });

  it("checks the environment it is given, not only its own", () => {
    build({ ...process.env, SITE_URL: "https://a.example" });
    expect(isBuildCurrent(root, { ...process.env, SITE_URL: "https://a.example" })).toBe(true);
    expect(isBuildCurrent(root, { ...process.env, SITE_URL: "https://b.example" })).toBe(false);
  });

  it("ignores test files, which the build does not use", () => {
    build(process.env);
    write("server/main.test.ts", "it.todo('x');");
    expect(isBuildCurrent(root)).toBe(true);
  });
});
