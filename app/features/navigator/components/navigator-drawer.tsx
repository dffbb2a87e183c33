import { Tabs } from "radix-ui";
import { type ReactNode, type RefObject } from "react";
import { useLocation } from "wouter";
import { followSitePath } from "../../../lib/edition";
import { navigatorDrawerMessages as d } from "../../../../content/messages/navigator";
import { DrawerChat } from "./drawer-chat";

const tabClass =
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm";

/**
 * The AI navigator drawer's content: the Chat and History tabs. Its own chunk, fetched ahead of the first open;
 * the drawer's frame (title, close, focus) is the host's (navigator-drawer-host.tsx), so a click opens the drawer
 * at once even when this code has not arrived yet.
 */
export default function NavigatorDrawerBody({
  inputRef,
  onNavigateAway,
  renderHistory,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  /** Closes the drawer because the visitor is going to another page. */
  onNavigateAway: () => void;
  renderHistory: (onNavigate: () => void) => ReactNode;
}) {
  const [, navigate] = useLocation();
  return (
    <Tabs.Root defaultValue="chat" className="flex flex-col gap-4">
      <Tabs.List aria-label={d.tabsLabel} className="flex gap-1 rounded-lg bg-slate-100 p-1">
        <Tabs.Trigger value="chat" className={tabClass}>
          {d.chatTab}
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={tabClass}>
          {d.historyTab}
        </Tabs.Trigger>
      </Tabs.List>
      {/* Kept mounted while the History tab shows, so switching tabs keeps the session and the answer. */}
      <Tabs.Content value="chat" forceMount className="outline-none data-[state=inactive]:hidden">
        <DrawerChat
          inputRef={inputRef}
          onNavigate={(path) => {
            onNavigateAway();
            followSitePath(navigate, path);
          }}
        />
      </Tabs.Content>
      <Tabs.Content value="history" className="outline-none">
        {renderHistory(onNavigateAway)}
      </Tabs.Content>
    </Tabs.Root>
  );
}
