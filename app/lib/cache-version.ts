import { clearStorage, readStorage, STORAGE_KEYS, writeStorage } from "./storage";

/** Bump to invalidate every client-side cache after an incompatible release. */
export const CACHE_VERSION = "v3";

/**
 * On mismatch clear the query cache (when one exists: at app start it is still empty, since TanStack Query loads
 * with the first data page) and localStorage, then store the marker. Returns true when it cleared.
 */
export function enforceCacheVersion(queryCache?: { clear: () => void }): boolean {
  if (readStorage("local", STORAGE_KEYS.cacheVersion) === CACHE_VERSION) return false;
  queryCache?.clear();
  clearStorage("local");
  writeStorage("local", STORAGE_KEYS.cacheVersion, CACHE_VERSION);
  return true;
}
