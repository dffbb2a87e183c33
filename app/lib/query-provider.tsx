import {
  hydrate,
  QueryClientContext,
  QueryClientProvider,
  QueryErrorResetBoundary,
  type QueryClient,
} from "@tanstack/react-query";
import { useContext, type ComponentType, type ReactNode } from "react";
import { ErrorBoundary } from "../components/error-boundary";
import { PageLoadError } from "../components/load-error";
import { createQueryClient } from "./query-client";
import { QUERY_STATE_ID } from "./ssr-ids";

let browserClient: QueryClient | null = null;

function readQueryState(): unknown {
  const text = document.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The browser's one QueryClient: made by the first data page, seeded with the data the document was rendered with. */
function browserQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    const state = readQueryState();
    if (state) hydrate(browserClient, state);
  }
  return browserClient;
}

/**
 * TanStack Query is part of the data pages' chunks, not of the first load of every page. The server render
 * provides a client per request (entry-server.tsx); in the browser this provides the shared one.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={browserQueryClient()}>{children}</QueryClientProvider>;
}

/**
 * A data page: its queries get the browser's client, and a request that fails shows the data page's error text in the
 * page, with a retry that asks again (the page keeps its header, footer and navigator).
 */
export function withQuery<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function WithQuery(props: P) {
    return (
      <QueryProvider>
        <QueryErrorResetBoundary>
          {({ reset }) => (
            <ErrorBoundary onRetry={reset} fallback={(fallback) => <PageLoadError {...fallback} />}>
              <Page {...props} />
            </ErrorBoundary>
          )}
        </QueryErrorResetBoundary>
      </QueryProvider>
    );
  }
  return WithQuery;
}
