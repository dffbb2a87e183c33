/**
 * A labelled select that narrows a list; the empty value, first in the list, shows everything. A filter bar with
 * other fields gives its own classes for the label and the select.
 */
export function SelectFilter({
  label,
  allLabel,
  options,
  value,
  onChange,
  className = "block max-w-xs text-sm font-medium text-slate-800",
  selectClassName = "mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600",
}: {
  label: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <label className={className}>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)} className={selectClassName}>
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
