import { Suspense } from "react";
import { ErrorBoundary } from "../../../components/error-boundary";
import { IslandLoadError } from "../../../components/load-error";
import { afterFirstInteraction } from "../../../lib/early";
import { lazyComponent } from "../../../lib/lazy-component";

const Button = lazyComponent(
  () => afterFirstInteraction().then(() => import("./history-panel-button")),
  (m) => m.HistoryPanelButton,
);

/**
 * The home page's history button as its own chunk: the server render has its markup and React hydrates it when
 * the chunk arrives (on the visitor's first interaction or when the page has gone quiet), so the first load carries
 * neither the button's code nor the history text. A tap before that is held by the page script and replayed.
 */
export function LazyHistoryPanelButton() {
  return (
    <ErrorBoundary reloadOnChunkError={false} fallback={(props) => <IslandLoadError {...props} />}>
      <Suspense fallback={<span />}>
        <Button />
      </Suspense>
    </ErrorBoundary>
  );
}
