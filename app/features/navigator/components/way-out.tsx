import { StrictMode, useEffect, useId, useRef, useState } from "react";
import { Router, useLocation } from "wouter";
import { fill } from "../../../../content/fill";
import { navigatorWayOutMessages as w } from "../../../../content/messages/navigator-way-out";
import { buttonClass } from "../../../components/ui/button";
import { edition, followSitePath } from "../../../lib/edition";
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

/** The question as the bar repeats it: a long one would cover the page (up to 500 characters may be asked). */
const shortened = (query: string) => {
  const characters = [...query];
  return characters.length > 80 ? `${characters.slice(0, 79).join("").trimEnd()}…` : query;
};

/** A path as the router shows it: without a query, a fragment or a trailing slash. */
const pagePath = (path: string) => withoutTrailingSlash(path.split(/[?#]/, 1)[0] ?? path);

/**
 * The bar once the visitor is on the page it is for; it goes when they choose a page or hide it, or go to another
 * page, and steps aside while the drawer is open.
 */
function WayOutSlot() {
  const wayOut = useWayOut();
  const drawerOpen = useNavigatorOpen();
  const [location] = useLocation();
  // Offered just before the drawer moves: the bar waits for the page it leads to, and leaves with it.
  const [arrivedFor, setArrivedFor] = useState<WayOut | null>(null);
  useEffect(() => {
    if (!wayOut) return;
    if (pagePath(window.location.pathname) === pagePath(wayOut.destination)) setArrivedFor(wayOut);
    else if (arrivedFor === wayOut) wayOutStore.clear();
  }, [wayOut, location, arrivedFor]);
  return wayOut && arrivedFor === wayOut && !drawerOpen ? <WayOutBar wayOut={wayOut} /> : null;
}

/**
 * The answer's other pages, fixed at the bottom of the screen so nothing on the page moves (in the edition
 * suggestion's place and with its classes: the stylesheet is part of every first load, and has no room to spare). Nothing takes focus: the
 * visitor arrived to read the page. The polite live region is filled once the bar is there, so a screen reader
 * announces it after the page itself. A page chosen here is recorded as chosen among the answer's pages.
 */
function WayOutBar({ wayOut }: { wayOut: WayOut }) {
  const [, navigate] = useLocation();
  const id = useId();
  const bar = useRef<HTMLElement>(null);
  // What the keyboard reaches near the bottom of the screen scrolls clear of the bar instead of under it.
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingBottom = `${(bar.current?.offsetHeight ?? 0) + 16}px`;
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, []);
  // Hidden, the bar takes its button with it: focus goes to the page, not back to the top of the document.
  const hide = () => {
    document.getElementById("main")?.focus({ preventScroll: true });
    wayOutStore.clear();
  };
  const [announced, setAnnounced] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(w.announce), 500);
    return () => clearTimeout(timer);
  }, [wayOut]);
  const choose = (path: string) => {
    recordChosen(wayOut.answer, path);
    wayOutStore.clear();
    followSitePath(navigate, path);
  };

  return (
    <aside
      ref={bar}
      aria-label={w.label}
      data-testid="navigator-way-out"
      className="fixed inset-x-4 bottom-4 z-40 rounded-xl border border-slate-200 bg-white p-4 shadow-lg sm:left-auto sm:max-w-sm"
    >
      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announced}
      </div>
      <div role="group" aria-labelledby={id}>
        <p id={id} className="overflow-hidden text-sm text-slate-800">
          {fill(w.asked, { query: shortened(wayOut.answer.query) })}
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
      <button type="button" onClick={hide} className={buttonClass("ghost", "mt-1")}>
        {w.dismiss}
      </button>
    </aside>
  );
}
