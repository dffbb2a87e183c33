import { Tabs } from "radix-ui";
import { useRef, type ReactNode } from "react";
import { useLocation } from "wouter";
import { absoluteLocation } from "../../../lib/edition";
import { navigatorDrawerMessages as d } from "../../../../content/messages/navigator";
import { ModalDialog } from "../../../components/ui/modal-dialog";
import { DrawerChat } from "./drawer-chat";

const tabClass =
  "flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm";

/**
 * The right-hand AI navigator drawer: a modal dialog with Chat and History tabs. Its own chunk, fetched ahead of
 * the first open (app/features/navigator/components/navigator-drawer-host.tsx).
 */
export default function NavigatorDrawer({
  open,
  onOpenChange,
  renderHistory,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  renderHistory: (onNavigate: () => void) => ReactNode;
}) {
  const [, navigate] = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  // Set when the drawer closes because the visitor is going to another page: the shell then moves focus to the
  // new page's <main>, and returning focus to the opener would undo that.
  const leaving = useRef(false);

  const closeForNavigation = () => {
    leaving.current = true;
    onOpenChange(false);
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={d.title}
      description={d.description}
      closeLabel={d.close}
      initialFocus={inputRef}
      returnFocus={() => {
        const target = leaving.current ? false : "opener";
        leaving.current = false;
        return target;
      }}
      testId="navigator-drawer"
      panelClassName="ml-auto h-full w-full max-w-md transition-transform duration-200 starting:translate-x-full motion-reduce:transition-none"
    >
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
              closeForNavigation();
              navigate(absoluteLocation(path));
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="history" className="outline-none">
          {renderHistory(closeForNavigation)}
        </Tabs.Content>
      </Tabs.Root>
    </ModalDialog>
  );
}
