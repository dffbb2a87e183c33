import { ui } from "../../content/messages/ui";
import { IslandLoadError } from "./load-error";
import { DialogLoading } from "./ui/modal-dialog";

/**
 * A dialog's body while its code is on its way, or, when that code could not be loaded, a short note and a retry in
 * its place: the dialog's frame stays open and the page around it untouched.
 */
export function DialogPending({ failed, retry }: { failed: boolean; retry: () => void }) {
  return failed ? <IslandLoadError error={null} retry={retry} /> : <DialogLoading label={ui.loading} />;
}
