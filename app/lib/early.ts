/**
 * The app's side of the page script's early-action buffer (app/boot.ts). A control that must not lose a tap made
 * before the app handles it carries `data-early="<name>"` and `ref={earlyReady}`: the page script holds a click on
 * it from the first paint, and `earlyReady` (React calls it when the control is hydrated or mounted) tells the
 * script to replay the held click on it. Without the page script (the dev server, tests of components) both are
 * harmless no-ops.
 */
export function earlyReady(element: Element | null): void {
  if (element) window.__nullspaceBoot?.ready(element);
}

/** The keyboard shortcut's listener is installed: a shortcut pressed before that is replayed now. */
export function shortcutsReady(): void {
  window.__nullspaceBoot?.ready(document);
}

/**
 * Resolves on the visitor's first interaction with the page (pointer, key, touch, focus; the page script has
 * watched since the first paint) or, failing that, once the page has loaded, stayed quiet for `quietMs` and the
 * browser is idle. Prerendered islands wait for it before loading their code, so the first load carries only what
 * the first paint needs. Resolves at once outside the browser.
 */
let interacted: Promise<void> | null = null;
export function afterFirstInteraction(quietMs = 2000): Promise<void> {
  if (typeof window === "undefined") return Promise.resolve();
  interacted ??= new Promise<void>((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const boot = window.__nullspaceBoot;
    if (boot) boot.onInteraction(done);
    else
      for (const type of ["pointerdown", "keydown", "focusin"]) addEventListener(type, done, { once: true });
    const arm = () => {
      timer = setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(done, { timeout: 2000 });
        else done();
      }, quietMs);
    };
    if (document.readyState === "complete") arm();
    else addEventListener("load", arm, { once: true });
  });
  return interacted;
}
