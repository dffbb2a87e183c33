import { use } from "react";

/** One promise per key for the page's lifetime, so re-renders (and StrictMode's double render) reuse it. */
const cache = new Map<string, Promise<unknown>>();

/**
 * Suspends until a lazily imported content module has loaded. The prerender waits for it, so the HTML carries the
 * content; on the client a boundary still suspended at hydration keeps the server HTML until the chunk arrives.
 * Returns undefined when there is nothing to load (an unknown id).
 */
export function useLazyContent<T>(key: string, load: (() => Promise<T>) | undefined): T | undefined {
  let promise = cache.get(key) as Promise<T> | undefined;
  if (!promise && load) {
    promise = load();
    cache.set(key, promise);
  }
  return promise ? use(promise) : undefined;
}
