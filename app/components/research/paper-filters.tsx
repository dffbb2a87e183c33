import { Search } from "../ui/icons";
import { PAPER_TOPICS } from "../../../content/data/papers";
import { researchMessages } from "../../../content/messages/research";
import { Button } from "../ui/button";
import { SelectFilter } from "../ui/select-filter";
import { EMPTY_FILTER, type PaperFilter } from "./filter-papers";

const m = researchMessages.library;
const label = "block text-sm font-medium text-slate-800";
const field =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600";

/**
 * Search box plus topic and year selects; every control has a visible label. The list filters as the visitor types
 * or chooses, with nothing to submit, so the controls sit in a search landmark rather than a form.
 */
export function PaperFilters({
  filter,
  years,
  onChange,
}: {
  filter: PaperFilter;
  years: readonly number[];
  onChange: (next: PaperFilter) => void;
}) {
  const dirty = filter.query !== "" || filter.topic !== "" || filter.year !== "";
  return (
    <div
      role="search"
      aria-label={m.filtersLabel}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
    >
      <label className={label}>
        {m.search}
        <span className="relative block">
          <Search
            aria-hidden
            className="pointer-events-none absolute left-3 top-1/2 mt-0.5 size-4 -translate-y-1/2 text-slate-500"
          />
          <input
            type="search"
            value={filter.query}
            placeholder={m.searchPlaceholder}
            onChange={(e) => onChange({ ...filter, query: e.target.value })}
            className={`${field} pl-9`}
          />
        </span>
      </label>
      <SelectFilter
        label={m.topic}
        allLabel={m.allTopics}
        options={PAPER_TOPICS.map((t) => ({ value: t, label: researchMessages.topicLabels[t] }))}
        value={filter.topic}
        onChange={(topic) => onChange({ ...filter, topic })}
        className={label}
        selectClassName={field}
      />
      <SelectFilter
        label={m.year}
        allLabel={m.allYears}
        options={years.map((y) => ({ value: String(y), label: String(y) }))}
        value={filter.year}
        onChange={(year) => onChange({ ...filter, year })}
        className={label}
        selectClassName={field}
      />
      <Button variant="secondary" onClick={() => onChange(EMPTY_FILTER)} disabled={!dirty}>
        {m.clear}
      </Button>
    </div>
  );
}
