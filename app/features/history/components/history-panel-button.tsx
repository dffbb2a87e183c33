import { History } from "../../../components/ui/icons";
import { useState } from "react";
import { historyMessages as m } from "../../../../content/messages/history";
import { buttonClass } from "../../../components/ui/button";
import { LazyModalDialog, useFocusUnlessLeaving, usePreloadAhead } from "../../../components/lazy-dialog";
import { earlyReady } from "../../../lib/early";
import { lazyComponent } from "../../../lib/lazy-component";

const HistoryPanelBody = lazyComponent(
  () => import("./history-panel"),
  (mod) => mod.default,
);
// A failure here is not the visitor's yet: opening the dialog asks again and shows it.
const preload = () => void HistoryPanelBody.preload().catch(() => undefined);

/**
 * The home page's history button and its left slide-in panel: a modal dialog (the page behind is inert, Escape
 * closes it, focus goes back to the button unless an item was followed). The frame is part of the page, so it opens
 * with the click; the list's code loads ahead of the first open (first interaction, the page gone quiet, hover,
 * focus, press) and shows as soon as it is there. A tap before the button is hydrated is held and replayed.
 */
export function HistoryPanelButton() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { leaving, returnFocus } = useFocusUnlessLeaving();
  usePreloadAhead(HistoryPanelBody);
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
      <LazyModalDialog
        wanted={wanted}
        body={HistoryPanelBody}
        bodyProps={{
          onNavigate: () => {
            leaving();
            setOpen(false);
          },
        }}
        open={open}
        onOpenChange={setOpen}
        title={m.panelTitle}
        description={m.panelDescription}
        closeLabel={m.close}
        returnFocus={returnFocus}
        panelClassName="mr-auto h-full w-full max-w-md transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
      />
    </>
  );
}
