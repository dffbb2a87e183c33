import { navigatorMessages as m } from "../../../../content/messages/navigator";

/**
 * The pending state's two lines ('THINKING...' and what the AI is doing). Announced through the surface's live
 * region, not here.
 */
export function PendingStatus() {
  return (
    <div className="py-2" data-testid="navigator-pending">
      <p className="text-sm font-semibold text-indigo-700">{m.thinking}</p>
      <p className="text-sm text-slate-600">{m.analyzing}</p>
    </div>
  );
}
