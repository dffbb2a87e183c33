import { StrictMode, useEffect, useId, useState } from "react";
import { Router, useLocation } from "wouter";
import { fill } from "../../../../content/fill";
import { navigatorWayOutMessages as w } from "../../../../content/messages/navigator-way-out";
import { buttonClass } from "../../../components/ui/button";
import { absoluteLocation, edition } from "../../../lib/edition";
import { aroundNav, withoutTrailingSlash } from "../../../lib/router-options";
import { recordChosen } from "../hooks/use-navigator-chat";
import type { ChatAnswer } from "../hooks/use-navigator";
import type { PageChoice } from "../api/types";
import { useNavigatorOpen } from "../lib/drawer-store";
import { useWayOut, wayOutStore, type WayOut } from "../lib/way-out-store";

/**
 * The way out after the drawer's jump: when the drawer takes the visitor to a confident answer's page by itself, the
 * answer's other pages wait at the bottom of the page it went to, so a visitor who sees on arrival that it is not
 * the page they wanted need not ask again. Part of the drawer's chunk, and shown from a small React root of its own
 * made at the first jump: the drawer unmounts as it leaves, and the shell, which outlives it, is on every page's
 * first load, where there is no room for code that only a visitor the drawer has moved needs.
 */
let mounted = false;

/** Offers `others` on `destination`, the page the drawer is about to open for `answer` (nothing if none). */
export function offerWayOut(answer: ChatAnswer, destination: string, others: readonly PageChoice[]): void {
  wayOutStore.offer(answer, destination, others);
  if (mounted || others.length === 0) return;
  mounted = true;
  // Loaded at start-up already (the app's own root): this resolves at once.
  void import("react-dom/client").then(({ createRoot }) => {
    const container = document.createElement("div");
    document.body.append(container);
    createRoot(container).render(
      <StrictMode>
        <Router base={edition.prefix} hrefs={withoutTrailingSlash} aroundNav={aroundNav}>
          <WayOutSlot />
        </Router>
      </StrictMode>,
    );
  });
}

/**
 * The bar once the visitor is on the page it is for; it goes when they choose a page or hide it, go to another page,
 * or open the drawer (which offers the same pages).
 */
function WayOutSlot() {
  const wayOut = useWayOut();
  const drawerOpen = useNavigatorOpen();
  const [location] = useLocation();
  // Offered just before the drawer moves: the bar waits for the page it leads to, and leaves with it.
  const [arrivedFor, setArrivedFor] = useState<WayOut | null>(null);
  useEffect(() => {
    if (!wayOut) return;
    if (window.location.pathname === wayOut.destination) setArrivedFor(wayOut);
    else if (arrivedFor === wayOut) wayOutStore.clear();
  }, [wayOut, location, arrivedFor]);
  useEffect(() => {
    if (drawerOpen) wayOutStore.clear();
  }, [drawerOpen]);
  return wayOut && arrivedFor === wayOut && !drawerOpen ? <WayOutBar wayOut={wayOut} /> : null;
}

/**
 * The answer's other pages, fixed at the bottom of the screen so nothing on the page moves. Nothing takes focus: the
 * visitor arrived to read the page. The polite live region is filled once the bar is there, so a screen reader
 * announces it after the page itself. A page chosen here is recorded as chosen among the answer's pages.
 */
function WayOutBar({ wayOut }: { wayOut: WayOut }) {
  const [, navigate] = useLocation();
  const id = useId();
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(w.announce), 500);
    return () => clearTimeout(timer);
  }, [wayOut]);
  const choose = (path: string) => {
    recordChosen(wayOut.answer, path);
    wayOutStore.clear();
    navigate(absoluteLocation(path));
  };

  return (
    <aside
      aria-label={w.label}
      data-testid="navigator-way-out"
      className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-lg sm:left-auto sm:max-w-md sm:p-4"
    >
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announced}
      </div>
      <div role="group" aria-labelledby={id}>
        <p id={id} className="text-sm text-slate-800">
          {fill(w.asked, { query: wayOut.answer.query })}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {wayOut.others.map((choice) => (
            <li key={choice.path}>
              <button type="button" onClick={() => choose(choice.path)} className={buttonClass("secondary")}>
                {choice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button type="button" onClick={wayOutStore.clear} className={buttonClass("ghost", "mt-1")}>
        {w.dismiss}
      </button>
    </aside>
  );
}
