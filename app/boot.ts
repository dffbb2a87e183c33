/**
 * How a page starts. This file is the whole start-up up to the app; docs/performance.md explains it in prose.
 *
 * The build compiles this file on its own (no imports allowed) and inlines it as the only script in the `<head>` of
 * every page (scripts/lib/startup.ts). The prerendered HTML is complete, so the browser paints it having
 * fetched nothing but the stylesheet. This script:
 *
 * 0. **Loads the page's own fonts** (declared inline before it) at once, so the first layout has them.
 * 1. **Keeps every early action.** From the first paint until the app handles them, a click on a control marked
 *    `data-early` (or Enter / the submit button in a `form[data-early]`, or the navigator's keyboard shortcut) is
 *    held instead of being lost: the control shows it is busy, and the action is replayed once, on the control,
 *    when the app says the control is ready (`ready`, called by app/lib/early.ts). Only the latest action is held.
 *    Links are never held: they work natively.
 * 2. **Paints first, then fetches the app.** After the first contentful paint it inserts one module preload per
 *    task for React's chunks (`data-app-deps`), the entry (`data-app-entry`) and the page's own chunks
 *    (`data-route-chunks`, written by the prerender). Requests started before the paint would count into
 *    Lighthouse's LCP estimate, and thirty preloads inserted in one task make one long task.
 * 3. **Evaluates the app in short tasks**: React's chunks, the entry, then the page's chunks (the build lists each
 *    after the chunks it imports), one per task; then it calls the entry's start function, which hydrates.
 */

/** What the page's script offers the app (`window.__nullspaceBoot`). */
export interface BootApi {
  /** `target` handles its own events from now on: an action held on it is replayed (once). */
  ready(target: Element | Document): void;
  /** Calls back once the visitor has interacted with the page (pointer, key, touch, focus), at once if they have. */
  onInteraction(callback: () => void): void;
  /** Called by the app's entry with its start function: runs it once the page's code is evaluated. */
  run(start: () => void): void;
}

declare global {
  interface Window {
    __nullspaceBoot?: BootApi;
  }
}

interface Held {
  target: Element | Document;
  /** The control's `data-early` name: finds it again if React replaced the element instead of hydrating it. */
  name: string;
  replay: (target: Element | Document) => void;
}

const script = document.currentScript as HTMLScriptElement | null;
const list = (value: string | undefined) => value?.split(" ").filter(Boolean) ?? [];

const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};

// ---- 0. The page's own fonts ------------------------------------------------------------------------------

// The page's inline @font-face rules (its own glyphs, scripts/lib/fonts.ts) are the only faces declared when this
// runs (the stylesheet comes after). A face loads only once text needs it, so the first layout would run on
// fallback metrics and the text would move when the face arrived; loading them now has them ready before the
// stylesheet, and so before the first layout.
document.fonts.forEach((face) => {
  if (face.status === "unloaded") face.load().catch(() => undefined);
});

// ---- 1. Early actions -------------------------------------------------------------------------------------

const live = new WeakSet<Element | Document>();
let held: Held | null = null;
let interacted = false;
const interactionCallbacks: (() => void)[] = [];

function busy(target: Element | Document, on: boolean): void {
  if (!(target instanceof Element)) return;
  if (on) {
    target.setAttribute("data-early-pending", "");
    target.setAttribute("aria-busy", "true");
  } else {
    target.removeAttribute("data-early-pending");
    target.removeAttribute("aria-busy");
  }
}

function hold(target: Element | Document, replay: Held["replay"]): void {
  if (held) busy(held.target, false);
  const name = target instanceof Element ? (target.getAttribute("data-early") ?? "") : "";
  held = { target, name, replay };
  busy(target, true);
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Ctrl/Cmd+K anywhere, "/" outside text fields: the navigator's shortcut (app/features/navigator/lib/keyboard.ts). */
const isNavigatorShortcut = (e: KeyboardEvent) =>
  !e.altKey &&
  !e.isComposing &&
  (((e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === "k") ||
    (e.key === "/" && !e.ctrlKey && !e.metaKey && !isTextField(e.target)));

function interaction(): void {
  if (interacted) return;
  interacted = true;
  for (const callback of interactionCallbacks.splice(0)) callback();
}
for (const type of ["pointerdown", "pointermove", "keydown", "touchstart", "focusin", "wheel"]) {
  addEventListener(type, interaction, { capture: true, passive: true });
}

function stop(event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
}

document.addEventListener(
  "click",
  (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest("[data-early]");
    if (!control || live.has(control)) return;
    if (control instanceof HTMLFormElement) {
      // In a form, only its submit button acts; a click in the text field just focuses it.
      const button = target?.closest("button");
      if (!button || button.type !== "submit") return;
      stop(event);
      hold(control, (form) => (form as HTMLFormElement).requestSubmit());
      return;
    }
    stop(event);
    hold(control, (element) => (element as HTMLElement).click());
  },
  true,
);

document.addEventListener(
  "keydown",
  (event) => {
    const target = event.target;
    if (event.key === "Enter" && !event.isComposing && target instanceof HTMLInputElement) {
      const form = target.closest("form[data-early]");
      if (form && !live.has(form)) {
        stop(event);
        hold(form, (f) => (f as HTMLFormElement).requestSubmit());
      }
      return;
    }
    if (!live.has(document) && isNavigatorShortcut(event)) {
      stop(event);
      const { key, code, ctrlKey, metaKey } = event;
      hold(document, (doc) =>
        doc.dispatchEvent(new KeyboardEvent("keydown", { key, code, ctrlKey, metaKey, bubbles: true })),
      );
    }
  },
  true,
);

// The app enables a form's submit button once its field holds text; until the app is there, this does.
document.addEventListener(
  "input",
  (event) => {
    const field = event.target;
    if (!(field instanceof HTMLInputElement)) return;
    const form = field.closest("form[data-early]");
    const submit = form?.querySelector<HTMLButtonElement>("button[type=submit]");
    if (form && submit && !live.has(form)) submit.disabled = field.value.trim() === "";
  },
  true,
);

// ---- 2 and 3. Paint, fetch, evaluate, start ---------------------------------------------------------------

function afterFirstPaint(fallbackMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
    if (
      document.visibilityState !== "visible" ||
      typeof PerformanceObserver === "undefined" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint")
    ) {
      resolve();
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(() => done(), fallbackMs);
    function done(): void {
      observer.disconnect();
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", done);
      resolve();
    }
    observer.observe({ type: "paint", buffered: true });
    document.addEventListener("visibilitychange", done);
  });
}

async function preload(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** Imports each module in its own task. A module that fails is skipped: its importer meets the error and handles it. */
async function evaluate(hrefs: readonly string[]): Promise<void> {
  for (const href of hrefs) {
    await import(/* @vite-ignore */ href).catch(() => undefined);
    await nextTask();
  }
}

const entry = script?.dataset.appEntry;
const deps = list(script?.dataset.appDeps);
const routeChunks = list(script?.dataset.routeChunks);
let chunksEvaluated: Promise<void> = Promise.resolve();

window.__nullspaceBoot = {
  ready(target) {
    live.add(target);
    if (!held) return;
    const same =
      held.target === target ||
      (target instanceof Element &&
        held.target instanceof Element &&
        !held.target.isConnected &&
        held.name !== "" &&
        target.getAttribute("data-early") === held.name);
    if (!same) return;
    const { replay } = held;
    busy(held.target, false);
    held = null;
    // After React's commit: the control's own handlers take the replayed event.
    setTimeout(() => replay(target), 0);
  },
  onInteraction(callback) {
    if (interacted) callback();
    else interactionCallbacks.push(callback);
  },
  run(start) {
    void chunksEvaluated.then(start);
  },
};

if (entry) {
  void afterFirstPaint()
    .then(() => preload([...deps, entry, ...routeChunks]))
    .then(async () => {
      await evaluate(deps);
      // The entry calls run(start) while it evaluates; start waits for the page's chunks below.
      let evaluated!: () => void;
      chunksEvaluated = new Promise((resolve) => (evaluated = resolve));
      await evaluate([entry]);
      await evaluate(routeChunks);
      evaluated();
    });
}
