import { History } from "lucide-react";
import { useEffect, useState } from "react";
import { historyMessages as m } from "../../../../content/messages/history";
import { buttonClass } from "../../../components/ui/button";
import { earlyReady } from "../../../lib/early";
import { lazyComponent, useLoadedComponent } from "../../../lib/lazy-component";

const HistoryPanel = lazyComponent(
  () => import("./history-panel"),
  (mod) => mod.default,
);
const preload = () => void HistoryPanel.preload();

/**
 * The button that opens the home page's history panel; the panel's code (Radix Dialog) loads on first intent
 * (hover, focus, press) and then renders at once. A tap before the button is hydrated is held and replayed.
 */
export function HistoryPanelButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const Panel = useLoadedComponent(HistoryPanel, wanted);
  // This button hydrates on the visitor's first interaction or once the page is quiet: fetch the panel then too.
  useEffect(() => {
    HistoryPanel.preload().catch(() => undefined);
  }, []);
  return (
    <>
      <button
        ref={earlyReady}
        data-early="history"
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClass("secondary")}
      >
        <History className="h-4 w-4" aria-hidden="true" />
        {m.openPanel}
      </button>
      {Panel ? <Panel open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
