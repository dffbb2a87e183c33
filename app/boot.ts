import { afterFirstPaint } from "./lib/after-first-paint";
import { nextTask, preloadModules } from "./lib/preload-modules";

/**
 * The production document's only script (see scripts/lib/vite-paint-first.ts). The prerendered HTML is complete,
 * so the browser paints it first; the app's entry chunk, already downloading through its
 * `<link rel="modulepreload" data-app-entry>`, is evaluated and hydrates right after that first paint instead of
 * in front of it (docs/decisions/0047-paint-before-hydration.md). After the paint (ADR 0049):
 * 1. the page's own chunks, listed by the prerender in the link's `data-route-chunks`, start downloading, one
 *    link per task, so the entry finds them preloaded instead of requesting them all in one long task (the app
 *    reads the same list with `routeChunksInDocument`, which this script cannot import);
 * 2. the chunks the entry imports (`data-app-dep`: React) are evaluated, each in a task of its own;
 * 3. the entry is evaluated and hydrates the page.
 */
const entry = document.querySelector<HTMLLinkElement>("link[data-app-entry]");
if (entry) {
  const chunks = entry.dataset.routeChunks?.split(" ").filter(Boolean) ?? [];
  const deps = [...document.querySelectorAll<HTMLLinkElement>("link[data-app-dep]")].map((l) => l.href);
  void afterFirstPaint()
    .then(() => preloadModules(chunks))
    .then(async () => {
      for (const dep of deps) {
        await import(/* @vite-ignore */ dep);
        await nextTask();
      }
      return import(/* @vite-ignore */ entry.href);
    });
}
