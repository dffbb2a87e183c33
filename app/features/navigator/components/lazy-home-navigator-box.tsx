import { Suspense } from "react";
import { ErrorBoundary } from "../../../components/error-boundary";
import { IslandLoadError } from "../../../components/load-error";
import { afterFirstInteraction } from "../../../lib/early";
import { lazyComponent } from "../../../lib/lazy-component";

/*
 * The home box's code (query hooks, answer view, messages) is its own chunk. The prerendered HTML contains the
 * full box, so the first paint shows it; React hydrates it when the chunk arrives, on the visitor's first
 * interaction or once the page is quiet, instead of the first load carrying it. Enter or Ask pressed before that
 * is held by the page script and replayed. Only a client-side navigation shows the fallback, briefly: an empty
 * reserved space rather than a second 'Loading...' next to the page's own.
 */
const HomeBox = lazyComponent(
  () => afterFirstInteraction().then(() => import("./home-navigator-box")),
  (m) => m.default,
);

/** The home page's navigator box, between the tagline and the tiles. */
export function HomeNavigatorBox() {
  return (
    <ErrorBoundary
      reloadOnChunkError={false}
      fallback={(props) => (
        <div className="mx-auto mt-8 max-w-2xl">
          <IslandLoadError {...props} />
        </div>
      )}
    >
      <Suspense fallback={<div className="mx-auto mt-8 max-w-2xl py-6" aria-busy="true" />}>
        <HomeBox />
      </Suspense>
    </ErrorBoundary>
  );
}
