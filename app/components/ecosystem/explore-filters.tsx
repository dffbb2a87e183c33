import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import type { Category } from "../../../content/schemas/entities";
import type { ExploreFilter } from "../../features/ecosystem/lib/explore-filter";
import { Button } from "../ui/button";

export interface StatusGroup {
  label: string;
  options: readonly { value: string; label: string }[];
}

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600";

/**
 * Category and status selects; the parent owns the filter state. Choosing filters at once, with nothing to submit,
 * so the controls sit in a search landmark rather than a form.
 */
export function ExploreFilters({
  value,
  onChange,
  categories,
  statusGroups,
}: {
  value: ExploreFilter;
  onChange: (next: ExploreFilter) => void;
  categories: readonly Category[];
  statusGroups: readonly StatusGroup[];
}) {
  return (
    <div role="search" aria-label={m.explore.filtersLabel} className="flex flex-wrap items-end gap-4">
      <label className="min-w-56 text-sm font-medium text-slate-800">
        {m.explore.category}
        <select
          className={selectClass}
          value={value.category}
          onChange={(e) => onChange({ ...value, category: e.target.value as Category | "" })}
        >
          <option value="">{m.explore.allCategories}</option>
          {categories.map((c) => (
            <option key={c} value={c}>
              {m.categories[c]}
            </option>
          ))}
        </select>
      </label>
      <label className="min-w-48 text-sm font-medium text-slate-800">
        {m.explore.status}
        <select
          className={selectClass}
          value={value.status}
          onChange={(e) => onChange({ ...value, status: e.target.value })}
        >
          <option value="">{m.explore.allStatuses}</option>
          {statusGroups.map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <Button
        variant="ghost"
        onClick={() => onChange({ category: "", status: "" })}
        disabled={!value.category && !value.status}
      >
        {m.explore.reset}
      </Button>
    </div>
  );
}
