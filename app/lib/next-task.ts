/**
 * Resolves in a later task, so the browser can paint and handle input in between: `scheduler.yield()` where the
 * browser has it (Chromium 129+), else `setTimeout(0)`, which browsers clamp to 4 ms from the fifth nested timer
 * on (ADR 0050). The boot script has its own copy (app/lib/preload-modules.ts): it must not share a chunk with the
 * app, and the build fails if it imports anything.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};
