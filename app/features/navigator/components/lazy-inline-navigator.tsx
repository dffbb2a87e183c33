import { lazy, Suspense } from "react";
import { ui } from "../../../../content/messages/ui";
import { loadAfterInteraction } from "../../../lib/after-first-interaction";

/** The inline navigator's code loads with the chat panel, not with the header (ADR 0045). */
const Inline = lazy(
  loadAfterInteraction(() => import("./inline-navigator").then((m) => ({ default: m.InlineNavigator }))),
);

export function LazyInlineNavigator() {
  return (
    <Suspense fallback={<p className="py-2 text-sm text-slate-600">{ui.loading}</p>}>
      <Inline />
    </Suspense>
  );
}
