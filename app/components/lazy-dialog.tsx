import { useEffect, useRef } from "react";
import { ui } from "../../content/messages/ui";
import { afterFirstInteraction } from "../lib/early";
import { useDialogBody, type LazyComponent } from "../lib/lazy-component";
import { IslandLoadError } from "./load-error";
import { DialogLoading, ModalDialog, type ModalDialogProps } from "./ui/modal-dialog";

/**
 * A dialog whose body is its own chunk. The frame (title, close button, focus) is part of the page, so it opens with
 * the click; the body shows as soon as its code is there, and until then a loading line, or, when the code could not
 * be loaded, a short note and a retry in its place (the frame stays open, the page around it untouched). Nothing is
 * rendered before the first open (`wanted`).
 */
export function LazyModalDialog<P extends object>({
  body,
  bodyProps,
  wanted,
  ...dialog
}: Omit<ModalDialogProps, "loading" | "children"> & {
  body: LazyComponent<P>;
  bodyProps: P;
  wanted: boolean;
}) {
  const { Body, failed, retry } = useDialogBody(body, wanted);
  if (!wanted) return null;
  return (
    <ModalDialog {...dialog} loading={!Body}>
      {Body ? (
        <Body {...bodyProps} />
      ) : failed ? (
        <IslandLoadError error={null} retry={retry} />
      ) : (
        <DialogLoading label={ui.loading} />
      )}
    </ModalDialog>
  );
}

/**
 * Fetches a dialog body's code ahead of the first open: once the visitor interacts or the page has gone quiet (after
 * the first load, which the budget counts until the network is idle). A failure then is not the visitor's yet:
 * opening the dialog asks again and shows it.
 */
export function usePreloadAhead(body: { preload: () => Promise<void> }): void {
  useEffect(() => {
    void afterFirstInteraction().then(() => body.preload().catch(() => undefined));
  }, [body]);
}

/**
 * For a dialog whose links lead to another page: following one moves focus to the new page's <main>, and returning
 * it to the opener would undo that. `leaving()` before closing for a link; `returnFocus` for the dialog.
 */
export function useFocusUnlessLeaving(): { leaving: () => void; returnFocus: () => "opener" | false } {
  const left = useRef(false);
  return {
    leaving: () => {
      left.current = true;
    },
    returnFocus: () => {
      const target = left.current ? false : "opener";
      left.current = false;
      return target;
    },
  };
}
