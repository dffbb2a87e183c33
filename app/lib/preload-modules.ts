/**
 * Resolves in a later task, so the browser can paint and handle input in between. `scheduler.yield()` where the
 * browser has it (Chromium 129+): unlike a chain of `setTimeout(0)`, which browsers clamp to 4 ms from the fifth
 * nested timer on, it continues as soon as the browser has nothing more urgent to do (ADR 0050). The app's copy
 * is app/lib/next-task.ts: the boot script must not share a chunk with the app.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};

/**
 * Starts fetching (and compiling) the given module scripts with `<link rel="modulepreload">`, one link per task by
 * default: inserting a preload costs the main thread one to several milliseconds (traces of Lighthouse runs showed
 * 10-19 ms for three), so thirty of them in one go would make one long task (ADR 0049, ADR 0050). Resolves once
 * every link is in the document, not when the modules have arrived.
 */
export async function preloadModules(hrefs: readonly string[], perTask = 1): Promise<void> {
  for (let i = 0; i < hrefs.length; i += perTask) {
    if (i > 0) await nextTask();
    for (const href of hrefs.slice(i, i + perTask)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  }
}
