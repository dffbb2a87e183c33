import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { type AppConfig, loadConfig } from "../config";

const created: string[] = [];
// Registered once per test file that imports this module (each file loads its own copy of it).
afterAll(() => {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * loadConfig for tests that do not care where the inquiry store lives: each call gets its own temporary
 * DATA_DIR (removed after the file's tests), so no test opens, migrates or writes the checkout's ./data.
 */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  const dir = mkdtempSync(path.join(tmpdir(), "test-data-"));
  created.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
}
