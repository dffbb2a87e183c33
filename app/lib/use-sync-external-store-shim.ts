/**
 * What `use-sync-external-store/shim` gives React 17 and older, for the libraries that still import it (wouter):
 * React 19 has `useSyncExternalStore` itself, so vite.config.ts points the shim here instead of bundling its
 * CommonJS fallback into every page's entry chunk.
 */
export { useSyncExternalStore } from "react";
