import { ui } from "../../../../content/messages/ui";
import { earlyReady } from "../../../lib/early";
import { NavigatorDrawer, openNavigator } from "../lib/drawer-store";

// A failure here is not the visitor's yet: opening the drawer asks again and shows it.
const preload = () => void NavigatorDrawer.preload().catch(() => undefined);

/**
 * The AI NAVIGATOR button (header and home page). Its label lives in the shell's messages and its classes are
 * inline, so the home page's first load pulls in no other module for it. A tap before the app is ready is held
 * and replayed (`data-early`). Focus returns here when the drawer closes.
 */
export function NavigatorButton() {
  return (
    <button
      ref={earlyReady}
      data-early="navigator"
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={openNavigator}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      className="inline-flex items-center gap-2 rounded-md bg-indigo-700 px-3 py-2 text-sm font-medium whitespace-nowrap text-white sm:px-4 hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
    >
      {ui.header.navigatorButton}
    </button>
  );
}
