import { navigatorMessages as m } from "../../../../content/messages/navigator";

/** Spec §4: the pending state's two lines. Announced through the surface's live region, not here. */
export function PendingStatus() {
  return (
    <div className="flex items-center gap-3 py-2" data-testid="navigator-pending">
      <span className="h-2.5 w-2.5 animate-pulse rounded-full bg-indigo-600 motion-reduce:animate-none" aria-hidden="true" />
      <div>
        <p className="text-sm font-semibold tracking-wide text-indigo-700">{m.thinking}</p>
        <p className="text-sm text-slate-600">{m.analyzing}</p>
      </div>
    </div>
  );
}
