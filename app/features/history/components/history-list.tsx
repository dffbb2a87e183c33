import { Archive, Clock } from "../../../components/ui/icons";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { historyMessages as m } from "../../../../content/messages/history";
import { fill } from "../../../../content/fill";
import { buttonClass } from "../../../components/ui/button";
import { absoluteLocation, isThisEdition } from "../../../lib/edition";
import { useHistory } from "../hooks/history-context";
import { useNow } from "../hooks/use-now";
import { relativeTime } from "../lib/relative-time";

/**
 * The visit list of the home slide-in panel and the drawer's History tab. `onNavigate` runs when an item is
 * followed, so the enclosing panel can close.
 */
export function HistoryList({ onNavigate }: { onNavigate?: () => void }) {
  const { entries, archive, clearAll } = useHistory();
  const now = useNow(30_000);

  if (entries.length === 0) return <p className="py-6 text-center text-sm text-slate-600">{m.empty}</p>;

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={m.listLabel} className="flex flex-col gap-1" data-testid="history-list">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-1 rounded-md hover:bg-slate-100">
            <HistoryLink path={entry.path} onNavigate={onNavigate}>
              <Clock className="h-4 w-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span className="flex min-w-0 flex-col">
                <span className="text-sm font-medium text-slate-900">{entry.title}</span>
                <span className="text-xs text-slate-600">
                  {entry.path} ·{" "}
                  <time dateTime={new Date(entry.timestamp).toISOString()}>
                    {relativeTime(entry.timestamp, now)}
                  </time>
                </span>
              </span>
            </HistoryLink>
            <button
              type="button"
              onClick={() => archive(entry.id)}
              aria-label={fill(m.archive, { title: entry.title })}
              title={fill(m.archive, { title: entry.title })}
              className="rounded-md px-2 py-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              <Archive className="h-4 w-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <div className="flex justify-end">
        <button type="button" onClick={clearAll} className={buttonClass("ghost")}>
          {m.clearAll}
        </button>
      </div>
    </div>
  );
}

const linkClass =
  "flex min-w-0 flex-1 items-start gap-2 rounded-md px-2 py-2 focus-visible:outline-2 focus-visible:outline-indigo-600";

/** A visit of this edition is a router link; a visit of the other edition is a plain link (a full page load). */
function HistoryLink({
  path,
  onNavigate,
  children,
}: {
  path: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  if (isThisEdition(path))
    return (
      <Link href={absoluteLocation(path)} onClick={onNavigate} className={linkClass}>
        {children}
      </Link>
    );
  return (
    <a href={path} onClick={onNavigate} className={linkClass}>
      {children}
    </a>
  );
}
