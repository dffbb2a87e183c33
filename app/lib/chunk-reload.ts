import { readStorage, writeStorage, STORAGE_KEYS } from "./storage";

/**
 * A module the browser could not fetch or evaluate. After a deploy, a tab kept open asks for chunk names that no
 * longer exist; browsers word this differently (Chromium "Failed to fetch dynamically imported module", Firefox
 * "error loading dynamically imported module", Safari "Importing a module script failed").
 */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload CSS|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * The address of the module a chunk load error names (Chromium and Firefox name it; Safari does not), when it is
 * one of this site's own scripts: a retry can import it under another URL.
 */
export function failedModuleUrl(error: unknown): string | null {
  if (!isChunkLoadError(error)) return null;
  const url = (error as Error).message.match(/https?:\/\/\S+?\.js\b/)?.[0];
  if (!url || typeof window === "undefined") return null;
  try {
    return new URL(url).origin === window.location.origin ? url : null;
  } catch {
    return null;
  }
}

/** How long a reload of the same page counts as "already tried": a reload that fails again is not repeated. */
const WINDOW_MS = 30_000;

/**
 * Loads `path` from the server in full, which brings the current build's chunk names, unless that already
 * happened for this page in the last 30 s (so a chunk that is really gone cannot cause a reload loop). Returns
 * whether it reloads.
 */
export function reloadOnceFor(
  path: string,
  now = Date.now(),
  go = (p: string) => window.location.assign(p),
): boolean {
  const last = readStorage("session", STORAGE_KEYS.chunkReload);
  const [lastPath, lastAt] = last?.split("|") ?? [];
  if (lastPath === path && now - Number(lastAt) < WINDOW_MS) return false;
  if (!writeStorage("session", STORAGE_KEYS.chunkReload, `${path}|${now}`)) return false;
  go(path);
  return true;
}
