import type { ResearchHighlight } from "../../../content/data/research";
import { StatusBadge } from "./status-badge";

/** The Current Research Highlights: year, status and a one-line result each. */
export function HighlightList({ items }: { items: readonly ResearchHighlight[] }) {
  return (
    <ol className="grid gap-4 sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="research-highlight"
          className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <span className="font-mono text-sm font-semibold text-slate-700">{item.year}</span>
            <StatusBadge status={item.status} />
          </div>
          <h3 className="mt-2 font-semibold text-slate-900">{item.title}</h3>
          <p className="mt-1 text-sm text-slate-700">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
