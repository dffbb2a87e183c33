import { Link } from "wouter";
import type { ResolvedPage } from "../../content/resolve";
import { ui } from "../../content/messages/ui";
import { ChatPanel, ChatPanelToggle, useChatPanel } from "../features/navigator/components/chat-panel";
import { NavigatorButton } from "../features/navigator/components/navigator-button";
import { site } from "../lib/site";
import { Breadcrumbs } from "./breadcrumbs";
import { LanguageSwitch } from "./language-switch";
import { LogoMark } from "./logo";
import { SectionShortcuts } from "./section-shortcuts";

/** Shared header of inner pages: logo, breadcrumbs, section shortcuts, AI NAVIGATOR, chat panel. */
export function SiteHeader({ page }: { page: ResolvedPage }) {
  const chat = useChatPanel(page.route.chatPanel);
  return (
    <header className="border-b border-slate-200 bg-white">
      {/*
        Phones: a compact grid, so the page's own content starts high on the first screen: logo and actions share
        the first row, then the section shortcuts, then the breadcrumbs. Its rows keep their place however much of
        the header the browser has parsed when it first paints (empty rows already have the height of the 38 px
        bordered buttons and the 36 px shortcut links), so nothing moves as the rest arrives (CLS 0 under Lighthouse's
        throttled load; tests/e2e/layout-stability.spec.ts). Wider screens: one wrapping row.
      */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(2.375rem,auto)_minmax(2.25rem,auto)_auto] gap-y-1.5 px-4 py-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4 sm:py-3">
        <Link
          href="/"
          aria-label={ui.header.homeLabel}
          className="flex items-center gap-2 self-center justify-self-start font-semibold text-slate-900"
        >
          <LogoMark className="h-8 w-8" />
          <span>{site.hubTitle}</span>
        </Link>
        <div className="col-span-2 row-start-3 min-w-0 sm:flex-1">
          <Breadcrumbs crumbs={page.breadcrumbs} />
        </div>
        {/* Phones: the shortcuts and the language switch share a row; wider screens: both join the one row. */}
        <div className="col-span-2 row-start-2 flex items-center justify-between gap-2 sm:contents">
          <SectionShortcuts current={page.route.section} />
          <LanguageSwitch className="sm:order-last" />
        </div>
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-2">
          <ChatPanelToggle panel={chat} />
          <NavigatorButton />
        </div>
      </div>
      <ChatPanel panel={chat} />
    </header>
  );
}
