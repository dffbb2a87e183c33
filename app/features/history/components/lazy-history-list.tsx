import { Suspense } from "react";
import { ui } from "../../../../content/messages/ui";
import { lazyComponent } from "../../../lib/lazy-component";

const HistoryList = lazyComponent(
  () => import("./history-list"),
  (m) => m.HistoryList,
);

/** The history list, loaded only when first shown (the drawer's History tab), so no first load pays for it. */
export function LazyHistoryList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Suspense fallback={<p className="py-6 text-center text-sm text-slate-600">{ui.loading}</p>}>
      <HistoryList onNavigate={onNavigate} />
    </Suspense>
  );
}
