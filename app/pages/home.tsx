import { ArrowRight } from "../components/ui/icons";
import { Link } from "wouter";
import { fill } from "../../content/fill";
import { ui } from "../../content/messages/ui";
import { sections } from "../../content/sections";
import { HistoryPanelButton } from "../features/history/components/history-panel-button";
import { HomeNavigatorBox } from "../features/navigator/components/lazy-home-navigator-box";
import { NavigatorButton } from "../features/navigator/components/navigator-button";
import { EditionSuggestion } from "../layout/edition-suggestion";
import { LanguageSwitch } from "../layout/language-switch";
import { LogoMark } from "../layout/logo";
import { sectionIcons } from "../layout/section-icon";
import { site } from "../lib/site";
import type { PageProps } from "../router/lazy-page";

export default function HomePage(_props: PageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex items-center justify-between gap-2">
        <HistoryPanelButton />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <NavigatorButton />
        </div>
      </div>
      <div className="mt-8 flex flex-col items-center text-center">
        <LogoMark className="h-14 w-14" />
        <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{site.hubTitle}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-700">{site.tagline}</p>
      </div>
      <HomeNavigatorBox />
      <section aria-labelledby="sections-heading" className="mt-12">
        <h2 id="sections-heading" className="sr-only">
          {ui.home.sectionsHeading}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {sections
            .filter((s) => s.tile)
            .map((s) => {
              const Icon = sectionIcons[s.id];
              return (
                <li key={s.id}>
                  <Link
                    href={s.path}
                    className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <Icon className="h-8 w-8 text-indigo-700" aria-hidden="true" />
                    <span className="mt-4 text-xl font-semibold text-slate-900">{s.label}</span>
                    <span className="mt-2 flex-1 text-slate-700">{s.blurb}</span>
                    <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700">
                      {fill(ui.home.tileCta, { section: s.label })}
                      <ArrowRight
                        className="h-4 w-4 transition group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                  </Link>
                </li>
              );
            })}
        </ul>
      </section>
      <EditionSuggestion />
    </div>
  );
}
