import { Component, type ErrorInfo, type ReactNode } from "react";
import { isChunkLoadError, reloadOnceFor } from "../lib/chunk-reload";
import { forgetFailedLoads } from "../lib/lazy-component";

export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (their code or data is requested again). */
  retry: () => void;
}

interface Props {
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** Runs before a retry renders the children again (e.g. to forget failed queries). */
  onRetry?: () => void;
  /**
   * Reload the page once when its code could not be loaded (default): right for pages and dialogs the visitor
   * asked for, not for an island fetched in the background, where a reload would come out of nowhere.
   */
  reloadOnChunkError?: boolean;
  children: ReactNode;
}

/**
 * Keeps a failure inside the part of the page it happened in: without a boundary React unmounts the whole app and
 * the visitor is left with a blank page. Code that could not be loaded because a deploy replaced it is fetched
 * again with a full load of the page, once; anything else shows `fallback` with a retry.
 */
export class ErrorBoundary extends Component<Props, { error: unknown; reloading: boolean }> {
  override state = { error: null as unknown, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (
      this.props.reloadOnChunkError !== false &&
      isChunkLoadError(error) &&
      reloadOnceFor(window.location.pathname + window.location.search)
    )
      this.setState({ reloading: true });
  }

  retry = () => {
    forgetFailedLoads();
    this.props.onRetry?.();
    this.setState({ error: null, reloading: false });
  };

  override render() {
    if (this.state.error === null) return this.props.children;
    // The page is being reloaded: keep the space quiet rather than flash an error.
    if (this.state.reloading) return null;
    return this.props.fallback({ error: this.state.error, retry: this.retry });
  }
}
