import { lazy, Suspense } from "react";
import { loadAfterInteraction } from "../../../lib/after-first-interaction";

/*
 * The home box's code (query hooks, answer view, messages) is its own chunk. The prerendered HTML contains the
 * full box, so the first paint shows it; React hydrates it when the chunk arrives (selective hydration) instead
 * of the first load carrying it (ADR 0045). Only a client-side navigation shows the fallback, briefly: an empty
 * reserved space rather than a second 'Loading...' next to the page's own.
 */
const HomeBox = lazy(loadAfterInteraction(() => import("./home-navigator-box")));

/** The home page's navigator box (spec §1: between the tagline and the tiles). */
export function HomeNavigatorBox() {
  return (
    <Suspense fallback={<div className="mx-auto mt-8 max-w-2xl py-6" aria-busy="true" />}>
      <HomeBox />
    </Suspense>
  );
}
