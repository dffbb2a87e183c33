import { lazy, Suspense } from "react";
import { loadAfterInteraction } from "../../../lib/after-first-interaction";

const Button = lazy(
  loadAfterInteraction(() =>
    import("./history-panel-button").then((m) => ({ default: m.HistoryPanelButton })),
  ),
);

/**
 * The home page's history button as its own chunk: the server render has its markup and React hydrates it when
 * the chunk arrives, so the first load carries neither the button's code nor the history text (ADR 0045).
 */
export function LazyHistoryPanelButton() {
  return (
    <Suspense fallback={<span />}>
      <Button />
    </Suspense>
  );
}
