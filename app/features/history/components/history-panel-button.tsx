import { History } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { historyMessages as m } from "../../../../content/messages/history";
import { buttonClass } from "../../../components/ui/button";

const load = () => import("./history-panel");
const HistoryPanel = lazy(load);

/** The button that opens the home page's history panel; the panel's code (Radix Dialog) loads on first use. */
export function HistoryPanelButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className={buttonClass("secondary")}
      >
        <History className="h-4 w-4" aria-hidden="true" />
        {m.openPanel}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <HistoryPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
