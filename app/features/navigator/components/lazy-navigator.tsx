import { lazy, Suspense } from "react";
import { ui } from "../../../../content/messages/ui";

/*
 * The inline navigator's code (query hooks, answer view, messages) is its own chunk. The server render contains
 * the full markup, so the first paint shows the box; React hydrates it when the chunk arrives (selective
 * hydration), instead of making every page's first load carry it (ADR 0045). Only a client-side navigation ever
 * shows the fallback, for the moment the chunk takes to load.
 */
const HomeBox = lazy(() => import("./home-navigator-box"));
const Inline = lazy(() => import("./inline-navigator").then((m) => ({ default: m.InlineNavigator })));

const fallback = (height: string) => (
  <p className={`flex items-center justify-center text-sm text-slate-600 ${height}`}>{ui.loading}</p>
);

/** The home page's navigator box (spec §1: between the tagline and the tiles). */
export function HomeNavigatorBox() {
  return (
    <Suspense fallback={<div className="mx-auto mt-10 w-full max-w-2xl">{fallback("h-44")}</div>}>
      <HomeBox />
    </Suspense>
  );
}

/** The navigator inline, for the inner pages' chat panel. */
export function LazyInlineNavigator() {
  return (
    <Suspense fallback={fallback("h-11")}>
      <Inline />
    </Suspense>
  );
}
