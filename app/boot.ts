import { afterFirstPaint } from "./lib/after-first-paint";
import { nextTask, preloadModules } from "./lib/preload-modules";

/**
 * The production document's only script (see scripts/lib/vite-paint-first.ts). The prerendered HTML is complete,
 * so the browser paints it first, having fetched nothing but the stylesheet and this script
 * (docs/decisions/0047-paint-before-hydration.md, 0051-app-fetched-after-the-paint.md). Its tag names the app's
 * entry chunk (`data-app-entry`), the chunks the entry imports (`data-app-deps`: React) and the page's own chunks
 * (`data-route-chunks`, written by the prerender). After the first contentful paint:
 * 1. all of them start downloading, the entry's imports first, one `<link rel="modulepreload">` per task, so the
 *    entry finds the page's chunks preloaded instead of requesting them all in one long task (ADR 0049; the app
 *    reads the same list with `routeChunksInDocument`, which this script cannot import);
 * 2. the entry's imports are evaluated, each in a task of its own;
 * 3. the entry is evaluated and hydrates the page.
 */
const boot = document.querySelector<HTMLScriptElement>("script[data-app-entry]");
const entry = boot?.dataset.appEntry;
if (boot && entry) {
  const list = (value: string | undefined) => value?.split(" ").filter(Boolean) ?? [];
  const deps = list(boot.dataset.appDeps);
  void afterFirstPaint()
    .then(() => preloadModules([...deps, entry, ...list(boot.dataset.routeChunks)]))
    .then(async () => {
      for (const dep of deps) {
        await import(/* @vite-ignore */ dep);
        await nextTask();
      }
      return import(/* @vite-ignore */ entry);
    });
}
