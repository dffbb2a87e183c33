import { afterFirstPaint } from "./lib/after-first-paint";

/**
 * The production document's only script (see scripts/lib/vite-paint-first.ts). The prerendered HTML is complete,
 * so the browser paints it first; the app's entry chunk, already downloading through its
 * `<link rel="modulepreload" data-app-entry>`, is evaluated and hydrates right after that first paint instead of
 * in front of it. docs/decisions/0047-paint-before-hydration.md.
 */
const entry = document.querySelector<HTMLLinkElement>("link[data-app-entry]");
if (entry) void afterFirstPaint().then(() => import(/* @vite-ignore */ entry.href));
