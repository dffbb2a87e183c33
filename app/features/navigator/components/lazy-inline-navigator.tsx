import { Suspense } from "react";
import { ErrorBoundary } from "../../../components/error-boundary";
import { IslandLoadError } from "../../../components/load-error";
import { ui } from "../../../../content/messages/ui";
import { afterFirstInteraction } from "../../../lib/early";
import { lazyComponent } from "../../../lib/lazy-component";

/**
 * The inline navigator's code loads with the chat panel, not with the header: when the panel opens, or, for a
 * panel prerendered open, on the visitor's first interaction (the tap that opened it counts) or once the page is
 * quiet.
 */
const Inline = lazyComponent(
  () => afterFirstInteraction().then(() => import("./inline-navigator")),
  (m) => m.InlineNavigator,
);

export function LazyInlineNavigator() {
  return (
    <ErrorBoundary reloadOnChunkError={false} fallback={(props) => <IslandLoadError {...props} />}>
      <Suspense fallback={<p className="py-2 text-sm text-slate-600">{ui.loading}</p>}>
        <Inline />
      </Suspense>
    </ErrorBoundary>
  );
}
