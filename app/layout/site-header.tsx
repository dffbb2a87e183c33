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
        One grid at every width, so its rows keep their place however much of the header the browser has parsed when it
        first paints: empty rows already have the height of the 38 px bordered buttons and the 36 px shortcut links,
        and the breadcrumbs always span a full row of their own, so their width (and how many lines they wrap to) never
        depends on what comes after them. Nothing moves as the rest arrives (CLS 0 under Lighthouse's throttled load;
        tests/e2e/layout-stability.spec.ts).
        Phones and tablets: logo and actions share the first row, then the section shortcuts and the language switch,
        then the breadcrumbs, so the page's own content starts high on the first screen. From 1024 px: logo and
        shortcuts on the left, actions and language switch on the right of one row (so no part moves sideways when a
        later one arrives), the breadcrumbs under it.
      */}
      <div className="mx-auto grid max-w-6xl grid-cols-[auto_minmax(0,1fr)] grid-rows-[minmax(2.375rem,auto)_minmax(2.25rem,auto)_auto] gap-y-1.5 px-4 py-2 sm:py-3 lg:grid-cols-[auto_minmax(0,1fr)_auto_auto] lg:grid-rows-[minmax(2.375rem,auto)_auto] lg:gap-x-4 lg:gap-y-2">
        <Link
          href="/"
          aria-label={ui.header.homeLabel}
          className="col-start-1 row-start-1 flex items-center gap-2 self-center justify-self-start font-semibold text-slate-900"
        >
          <LogoMark className="h-8 w-8" />
          <span>{site.hubTitle}</span>
        </Link>
        <div className="col-span-2 row-start-3 min-w-0 lg:col-span-4 lg:row-start-2">
          <Breadcrumbs crumbs={page.breadcrumbs} />
        </div>
        {/* Up to 1024 px the shortcuts and the language switch share a row; from there, both join the first row. */}
        <div className="col-span-2 row-start-2 flex items-center justify-between gap-2 lg:contents">
          <div className="lg:col-start-2 lg:row-start-1 lg:self-center lg:justify-self-start lg:pl-4">
            <SectionShortcuts current={page.route.section} />
          </div>
          <LanguageSwitch className="lg:col-start-4 lg:row-start-1 lg:self-center" />
        </div>
        <div className="col-start-2 row-start-1 flex items-center justify-end gap-2 lg:col-start-3">
          <ChatPanelToggle panel={chat} />
          <NavigatorButton />
        </div>
      </div>
      <ChatPanel panel={chat} />
    </header>
  );
}
