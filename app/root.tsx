import { StrictMode } from "react";
import { Router, type AroundNavHandler } from "wouter";
import { edition } from "./lib/edition";
import { HistoryProvider } from "./features/history/components/history-provider";
import { AppShell } from "./layout/app-shell";

/**
 * A link to the Korean home is "/ko", not the router's base plus "/" ("/ko/", which the server redirects): both in
 * the rendered href and in the URL a client-side navigation pushes.
 */
const withoutTrailingSlash = (href: string) =>
  href.length > 1 && href.endsWith("/") ? href.slice(0, -1) : href;
const aroundNav: AroundNavHandler = (navigate, to, options) => navigate(withoutTrailingSlash(to), options);

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
