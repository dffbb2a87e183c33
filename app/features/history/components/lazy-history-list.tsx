import { lazy, Suspense } from "react";
import { ui } from "../../../../content/messages/ui";

const HistoryList = lazy(() => import("./history-list").then((m) => ({ default: m.HistoryList })));

/** The history list, loaded only when first shown (the drawer's History tab), so no first load pays for it. */
export function LazyHistoryList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense fallback={<p className="py-6 text-center text-sm text-slate-600">{ui.loading}</p>}>
      <HistoryList onNavigate={onNavigate} />
    </Suspense>
  );
}
