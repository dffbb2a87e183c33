import { Suspense, useEffect, useRef } from "react";
import { useLocation } from "wouter";
import { documentTitle } from "../../content/document";
import { ui } from "../../content/messages/ui";
import { resolvePath } from "../../content/resolve";
import { ErrorBoundary } from "../components/error-boundary";
import { PageLoadError } from "../components/load-error";
import { ToasterHost } from "../components/toast/toaster-host";
import { LazyHistoryList } from "../features/history/components/lazy-history-list";
import { NavigatorDrawerHost } from "../features/navigator/components/navigator-drawer-host";
import { usesInnerHeader } from "../lib/route-chunks";
import { pages } from "../router/pages";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./lazy-header";

/** Resolves the location through the route registry and renders header, page and footer. */
export function AppShell() {
  const [location] = useLocation();
  const page = resolvePath(location);
  const Page = pages[page.route.page];
  const first = useRef(true);

  useEffect(() => {
    // Lets browser tests (and debugging) know the server HTML is now interactive.
    document.documentElement.dataset.hydrated = "true";
  }, []);

  useEffect(() => {
    document.title = documentTitle(page);
    if (first.current) {
      first.current = false;
      return;
    }
    // A client-side navigation: start at the top, and move focus to the new page for screen readers.
    window.scrollTo(0, 0);
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [page.path]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {ui.skipToContent}
      </a>
      {usesInnerHeader(page) ? (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={<div className="h-[57px] border-b border-slate-200 bg-white" />}>
            <SiteHeader page={page} />
          </Suspense>
        </ErrorBoundary>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {/* A page whose code or data fails shows why, with a retry, instead of taking the whole app down. */}
        <ErrorBoundary key={page.path} fallback={(props) => <PageLoadError {...props} />}>
          <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-10 text-slate-600">{ui.loading}</p>}>
            <Page page={page} />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
      <ErrorBoundary fallback={() => null}>
        <NavigatorDrawerHost renderHistory={(onNavigate) => <LazyHistoryList onNavigate={onNavigate} />} />
      </ErrorBoundary>
      <ErrorBoundary fallback={() => null}>
        <ToasterHost />
      </ErrorBoundary>
    </div>
  );
}
