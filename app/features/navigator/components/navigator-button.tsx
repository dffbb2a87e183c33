import { Sparkles } from "lucide-react";
import { ui } from "../../../../content/messages/ui";
import { buttonClass } from "../../../components/ui/button";
import { loadNavigatorDrawer, openNavigator } from "../lib/drawer-store";

const preload = () => void loadNavigatorDrawer();

/**
 * The AI NAVIGATOR button (header and home page). Its label lives in the shell's messages, which the first load
 * already carries. Focus returns here when the drawer closes.
 */
export function NavigatorButton() {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      onClick={openNavigator}
      onPointerEnter={preload}
      onFocus={preload}
      className={buttonClass("primary", "px-3")}
    >
      <Sparkles className="h-4 w-4" aria-hidden="true" />
      {ui.header.navigatorButton}
    </button>
  );
}
