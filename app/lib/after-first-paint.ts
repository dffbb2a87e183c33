/**
 * Resolves once the browser has shown the page's first contentful paint (the prerendered HTML), so the work that
 * follows (evaluating React and hydrating) never delays that paint. Resolves at once when the paint already happened,
 * when the page is hidden (hidden tabs do not paint), when the browser cannot report paints, or after `fallbackMs`
 * as a safety net. Never rejects.
 */
export function afterFirstPaint(fallbackMs = 1000): Promise<void> {
  return new Promise<void>((resolve) => {
    const painted = () =>
      performance.getEntriesByType("paint").some((e) => e.name === "first-contentful-paint");
    if (
      document.visibilityState !== "visible" ||
      typeof PerformanceObserver === "undefined" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint") ||
      painted()
    ) {
      resolve();
      return;
    }
    // `done` only ever runs from callbacks, so every binding below exists by then.
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", done);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    observer.observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", done);
    const timer = setTimeout(done, fallbackMs);
  });
}
