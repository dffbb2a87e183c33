import { use } from "react";

/**
 * One promise per loader for the page's lifetime, so re-renders (and StrictMode's double render) reuse it, and two
 * pages showing the same long form (an open-source project's ecosystem and developer pages) load it once.
 */
const cache = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * Suspends until a lazily imported content module has loaded. The prerender waits for it, so the HTML carries the
 * content; on the client a boundary still suspended at hydration keeps the server HTML until the chunk arrives.
 * Returns undefined when there is nothing to load (an unknown id).
 */
export function useLazyContent<T>(load: (() => Promise<T>) | undefined): T | undefined {
  if (!load) return undefined;
  let promise = cache.get(load) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    cache.set(load, promise);
  }
  return use(promise);
}
