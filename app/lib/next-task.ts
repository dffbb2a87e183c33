/**
 * Resolves in a later task, so the browser can paint and handle input in between: `scheduler.yield()` where the
 * browser has it (Chromium 129+), else `setTimeout(0)`, which browsers clamp to 4 ms from the fifth nested timer
 * on. The page script (app/boot.ts) has its own copy: it is compiled on its own and may import nothing.
 */
export const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise<void>((resolve) => setTimeout(resolve, 0));
};
