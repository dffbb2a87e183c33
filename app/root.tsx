import { StrictMode } from "react";
import { Router } from "wouter";
import { edition } from "./lib/edition";
import { aroundNav, withoutTrailingSlash } from "./lib/router-options";
import { HistoryProvider } from "./features/history/components/history-provider";
import { AppShell } from "./layout/app-shell";

/**
 * The whole app; `ssrPath` is set only when rendering on the server. No QueryClientProvider here: the data pages
 * bring TanStack Query with them (lib/query-provider.tsx) and the server render wraps Root in its own client.
 */
export function Root({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router ssrPath={ssrPath} base={edition.prefix} hrefs={withoutTrailingSlash} aroundNav={aroundNav}>
        <HistoryProvider>
          <AppShell />
        </HistoryProvider>
      </Router>
    </StrictMode>
  );
}
