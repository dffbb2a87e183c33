/**
 * Resolves on the visitor's first interaction with the page (pointer, key, touch, focus) or, failing that, once
 * the page has loaded and then stayed quiet for `quietMs` and the browser is idle. Islands whose HTML is already
 * prerendered (the home navigator box, the history button, an open chat panel) wait for it before loading their
 * code, so the first load carries only what the first paint needs; the first interaction hydrates them at once
 * (React replays the event). Resolves immediately outside the browser (server render).
 */
let ready: Promise<void> | null = null;

const EVENTS = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel"] as const;

export function afterFirstInteraction(quietMs = 2000): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  ready ??= new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      for (const e of EVENTS) window.removeEventListener(e, done, true);
      clearTimeout(timer);
      resolve();
    };
    for (const e of EVENTS) window.addEventListener(e, done, { capture: true, passive: true });
    const arm = () => {
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(done, { timeout: 2000 });
        else done();
      }, quietMs);
    };
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
  });
  return ready;
}

/** `import()` that waits for afterFirstInteraction() first. */
export function loadAfterInteraction<T>(load: () => Promise<T>): () => Promise<T> {
  return () => afterFirstInteraction().then(load);
}
