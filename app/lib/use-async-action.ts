import { useCallback, useRef, useState } from "react";

export interface AsyncAction<TArg, TResult> {
  run: (arg: TArg) => Promise<TResult>;
  pending: boolean;
  data: TResult | undefined;
  reset: () => void;
}

/**
 * A one-shot async action with pending/data state: what the navigator needs from a mutation, without loading
 * TanStack Query on every page (it is ~10 KB gz, and only the data pages need it). Like the app's query
 * defaults, nothing is retried. A result that arrives after `reset()` is dropped.
 */
export function useAsyncAction<TArg, TResult>(
  fn: (arg: TArg) => Promise<TResult>,
  onError?: (error: unknown) => void,
): AsyncAction<TArg, TResult> {
  const [state, setState] = useState<{ pending: boolean; data: TResult | undefined }>({
    pending: false,
    data: undefined,
  });
  const generation = useRef(0);
  const latest = useRef({ fn, onError });
  latest.current = { fn, onError };

  const run = useCallback(async (arg: TArg) => {
    const mine = ++generation.current;
    setState({ pending: true, data: undefined });
    try {
      const data = await latest.current.fn(arg);
      if (mine === generation.current) setState({ pending: false, data });
      return data;
    } catch (error) {
      if (mine === generation.current) setState({ pending: false, data: undefined });
      latest.current.onError?.(error);
      throw error;
    }
  }, []);

  const reset = useCallback(() => {
    generation.current++;
    setState({ pending: false, data: undefined });
  }, []);

  return { run, pending: state.pending, data: state.data, reset };
}
