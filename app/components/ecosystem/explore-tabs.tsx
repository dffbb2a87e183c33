import { Link } from "wouter";
import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import { cn } from "../../lib/cn";

export type ExploreTab = "all" | "solutions" | "core-tech";

export const exploreTabPaths: Record<ExploreTab, string> = {
  all: "/ecosystem/explore",
  solutions: "/ecosystem/solutions",
  "core-tech": "/ecosystem/core-tech",
};

export function isExploreTab(value: string | undefined): value is ExploreTab {
  return value === "all" || value === "solutions" || value === "core-tech";
}

/** The three views of the explore page are three routes, so each is linkable and prerendered. */
export function ExploreTabs({ current }: { current: ExploreTab }) {
  return (
    <nav aria-label={m.explore.tabsLabel} className="mx-auto max-w-6xl px-4">
      <ul className="flex flex-wrap gap-2 border-b border-slate-200">
        {(Object.keys(exploreTabPaths) as ExploreTab[]).map((tab) => (
          <li key={tab}>
            <Link
              href={exploreTabPaths[tab]}
              aria-current={tab === current ? "page" : undefined}
              className={cn(
                "-mb-px inline-block border-b-2 px-4 py-2 text-sm font-medium",
                tab === current
                  ? "border-indigo-700 text-indigo-800"
                  : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900",
              )}
            >
              {m.explore.tabs[tab]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
