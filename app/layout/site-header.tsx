import { Link } from "wouter";
import type { ResolvedPage } from "../../content/resolve";
import { ui } from "../../content/messages/ui";
import { ChatPanel, ChatPanelToggle, useChatPanel } from "../features/navigator/components/chat-panel";
import { NavigatorButton } from "../features/navigator/components/navigator-button";
import { site } from "../lib/site";
import { Breadcrumbs } from "./breadcrumbs";
import { LogoMark } from "./logo";
import { SectionShortcuts } from "./section-shortcuts";

/** Shared header of inner pages (spec §2): logo, breadcrumbs, section shortcuts, AI NAVIGATOR, chat panel. */
export function SiteHeader({ page }: { page: ResolvedPage }) {
  const chat = useChatPanel(page.route.chatPanel);
  return (
    <header className="border-b border-slate-200 bg-white">
      {/*
        Phones: a grid whose rows keep their place however much of the header the browser has parsed when it first
        paints (logo, shortcuts, actions, breadcrumbs; empty rows already have the height of the 32 px logo, the 36 px
        shortcut links and the 38 px bordered button), so nothing moves as the rest arrives (CLS 0 under Lighthouse's
        throttled load; tests/e2e/layout-stability.spec.ts). Wider screens: one wrapping row.
      */}
      <div className="mx-auto grid max-w-6xl grid-cols-[minmax(0,1fr)] grid-rows-[minmax(2rem,auto)_minmax(2.25rem,auto)_minmax(2.375rem,auto)_auto] gap-y-2 px-4 py-3 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
        <Link
          href="/"
          aria-label={ui.header.homeLabel}
          className="flex items-center gap-2 justify-self-start font-semibold text-slate-900"
        >
          <LogoMark className="h-8 w-8" />
          <span>{site.hubTitle}</span>
        </Link>
        <div className="row-start-4 min-w-0 sm:flex-1">
          <Breadcrumbs crumbs={page.breadcrumbs} />
        </div>
        <div className="row-start-2">
          <SectionShortcuts current={page.route.section} />
        </div>
        <div className="row-start-3 flex items-center gap-2">
          <ChatPanelToggle panel={chat} />
          <NavigatorButton />
        </div>
      </div>
      <ChatPanel panel={chat} />
    </header>
  );
}
