import { useRef } from "react";
import { historyMessages as m } from "../../../../content/messages/history";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { HistoryList } from "./history-list";

/**
 * The home page's left slide-in history panel: a modal dialog (the page behind is inert, Escape closes it, focus
 * goes back to the button that opened it unless an item was followed). Its own chunk.
 */
export default function HistoryPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  // Following a link moves focus to the new page's <main>; returning it to the button would undo that.
  const navigated = useRef(false);
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={m.panelTitle}
      description={m.panelDescription}
      closeLabel={m.close}
      returnFocus={() => {
        const target = navigated.current ? false : "opener";
        navigated.current = false;
        return target;
      }}
      panelClassName="mr-auto h-full w-full max-w-md transition-transform duration-200 starting:-translate-x-full motion-reduce:transition-none"
    >
      <div>
        <HistoryList
          onNavigate={() => {
            navigated.current = true;
            onOpenChange(false);
          }}
        />
      </div>
    </ModalDialog>
  );
}
