import { MessageSquare } from "../../../components/ui/icons";
import { startTransition, useEffect, useId, useState } from "react";
import { chatPanelMessages as m } from "../../../../content/messages/chat-panel";
import { earlyReady } from "../../../lib/early";
import { readStorage, STORAGE_KEYS, writeStorage } from "../../../lib/storage";
import { LazyInlineNavigator } from "./lazy-inline-navigator";

export interface ChatPanelState {
  open: boolean;
  toggle: () => void;
  regionId: string;
}

/**
 * Whether the inner page's chat panel is open: the route's default (`route.chatPanel`) until the visitor toggles
 * it, then the visitor's choice for the rest of the session. The stored choice is read after hydration, so the
 * server render and the first client render agree.
 */
export function useChatPanel(defaultOpen: boolean): ChatPanelState {
  const regionId = useId();
  const [choice, setChoice] = useState<boolean | null>(null);
  useEffect(() => {
    const stored = readStorage("session", STORAGE_KEYS.chatPanel);
    // A transition: an urgent update here would make React drop the prerendered HTML of the (lazily hydrated)
    // inline navigator below and show its fallback, shifting the layout.
    if (stored === "open" || stored === "closed") startTransition(() => setChoice(stored === "open"));
  }, []);
  const open = choice ?? defaultOpen;
  return {
    open,
    regionId,
    toggle: () => {
      setChoice(!open);
      writeStorage("session", STORAGE_KEYS.chatPanel, open ? "closed" : "open");
    },
  };
}

export function ChatPanelToggle({ panel }: { panel: ChatPanelState }) {
  return (
    <button
      ref={earlyReady}
      data-early="chat-panel"
      type="button"
      aria-expanded={panel.open}
      aria-controls={panel.regionId}
      onClick={panel.toggle}
      className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-4"
    >
      {/* On a phone the icon alone keeps the header to one row of actions; the label stays the accessible name. */}
      <MessageSquare className="h-4 w-4 sm:hidden" aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{panel.open ? m.hide : m.show}</span>
    </button>
  );
}

/** The inline navigator under the header; its session is created when it opens. */
export function ChatPanel({ panel }: { panel: ChatPanelState }) {
  return (
    <section
      id={panel.regionId}
      aria-label={m.region}
      hidden={!panel.open}
      className="border-t border-slate-200 bg-indigo-50"
    >
      {panel.open ? (
        <div className="mx-auto max-w-3xl px-4 py-2 sm:py-3">
          <LazyInlineNavigator />
        </div>
      ) : null}
    </section>
  );
}
