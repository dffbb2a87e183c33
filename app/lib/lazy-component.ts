import { createElement, lazy, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { failedModuleUrl } from "./chunk-reload";

/**
 * A component whose code is its own chunk. Unlike a bare `React.lazy`, once the code has arrived it renders the
 * component directly: `React.lazy` suspends on its first render even when its module was fetched long ago, and
 * React then keeps the Suspense fallback for at least ~300 ms, so every dialog or page opened that way paid that
 * wait. Until the code is there it renders the lazy component (which suspends, so a prerendered island stays as
 * the server rendered it until its code arrives, and a client render shows the nearest fallback).
 */
export interface LazyComponent<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the code (hover, focus, idle time, before hydration); resolves when it can render directly. */
  preload: () => Promise<void>;
  /** The component, once its code has arrived. */
  loaded: () => ComponentType<P> | undefined;
}

/**
 * Bumped by a retry (app/components/error-boundary.tsx): a component whose code failed to load before it gets a
 * fresh lazy wrapper, so the retry imports it again. Without a retry a failure stays a failure, so React shows the
 * error boundary instead of re-importing in a loop.
 */
let retryEpoch = 0;
export function forgetFailedLoads(): void {
  retryEpoch += 1;
}

/**
 * `load` imports the module, `pick` takes the component from it. They are apart because a retry may import the
 * module from another address: browsers remember a module that failed to load under its URL and fail every later
 * import of that URL at once, without asking the network again, so a retry imports the failed URL with a query.
 */
export function lazyComponent<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyComponent<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let failedIn: number | null = null;
  let failedUrl: string | null = null;
  let retries = 0;
  const makeLazy = () => lazy(() => fetchComponent().then((c) => ({ default: c })));
  const importModule = (): Promise<M> => {
    if (failedUrl === null) return load();
    retries += 1;
    return import(/* @vite-ignore */ `${failedUrl}?retry=${retries}`) as Promise<M>;
  };
  const fetchComponent = () => {
    loading ??= importModule().then(
      (module) => (component = pick(module)),
      (error: unknown) => {
        // A failed chunk may load on a later try (a flaky network): a retry asks again.
        loading = undefined;
        failedIn = retryEpoch;
        failedUrl = failedModuleUrl(error) ?? failedUrl;
        throw error;
      },
    );
    return loading;
  };
  let Lazy = makeLazy();
  const Render = (props: P) => {
    if (failedIn !== null && failedIn < retryEpoch) {
      // React.lazy keeps its first outcome for good: a retry needs a fresh one.
      failedIn = null;
      Lazy = makeLazy();
    }
    return createElement(component ?? (Lazy as ComponentType<P>), props);
  };
  return Object.assign(Render, {
    preload: () => fetchComponent().then(() => undefined),
    loaded: () => component,
  });
}

/** The component once `wanted` and its code are there; a failure and a way to ask again. */
function useArrival<P extends object>(lazyComp: LazyComponent<P>, wanted: boolean) {
  const [, setArrived] = useState(0);
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const component = lazyComp.loaded();
  useEffect(() => {
    if (!wanted || component) return;
    let current = true;
    lazyComp.preload().then(
      () => current && setArrived((n) => n + 1),
      (e: unknown) => current && setError(() => e),
    );
    return () => {
      current = false;
    };
  }, [wanted, component, lazyComp, attempt]);
  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };
  return { component: wanted ? component : undefined, error, retry };
}

/**
 * For code that is only wanted after an action: the component once `wanted` is true and its code is there, else
 * undefined, without any Suspense boundary. Loading starts when `wanted` turns true (callers also preload on hover,
 * focus and pointerdown); a failure is rethrown during render for the nearest error boundary.
 */
export function useLoadedComponent<P extends object>(
  lazyComp: LazyComponent<P>,
  wanted: boolean,
): ComponentType<P> | undefined {
  const { component, error } = useArrival(lazyComp, wanted);
  if (error) throw error;
  return component;
}

/**
 * A dialog's body whose code is its own chunk: like `useLoadedComponent`, but a failure is returned, not thrown, so
 * the dialog's frame stays open and shows it where the body would be, with `retry` (which asks the network again).
 */
export function useDialogBody<P extends object>(
  lazyComp: LazyComponent<P>,
  wanted: boolean,
): { Body: ComponentType<P> | undefined; failed: boolean; retry: () => void } {
  const { component, error, retry } = useArrival(lazyComp, wanted);
  return { Body: component, failed: error !== null, retry };
}
