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
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
        <Link
          href="/"
          aria-label={ui.header.homeLabel}
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <LogoMark className="h-8 w-8" />
          <span>{site.hubTitle}</span>
        </Link>
        <div className="order-last w-full sm:order-none sm:w-auto sm:flex-1">
          <Breadcrumbs crumbs={page.breadcrumbs} />
        </div>
        <SectionShortcuts current={page.route.section} />
        <div className="flex items-center gap-2">
          <ChatPanelToggle panel={chat} />
          <NavigatorButton />
        </div>
      </div>
      <ChatPanel panel={chat} />
    </header>
  );
}
