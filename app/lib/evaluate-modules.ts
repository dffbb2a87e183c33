import { nextTask } from "./next-task";

/**
 * Evaluates the given modules one per task, in the order given, then resolves in a later task. The build lists
 * a page's chunks with each chunk after the chunks it imports (scripts/lib/route-chunks.ts), so every import here
 * evaluates one chunk: a page's code runs as many short tasks instead of one long one (ADR 0050). A module that
 * fails to load is skipped; whoever imports it next meets the same error and handles it.
 */
export async function evaluateModules(
  hrefs: readonly string[],
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  for (const href of hrefs) {
    await load(href).catch(() => undefined);
    await nextTask();
  }
}
