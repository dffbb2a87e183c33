const th = "px-4 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
const td = "px-4 py-2 align-top text-sm text-slate-800";

/**
 * A reference table (endpoints, errors) that scrolls sideways on narrow screens. `cells` names the columns in order
 * with the extra classes of their cells; `headings` holds each column's header text.
 */
export function DataTable<K extends string>({
  headings,
  cells,
  rows,
  rowKey,
  testId,
}: {
  headings: Record<K, string>;
  cells: Record<K, string>;
  rows: readonly Record<K, string | number>[];
  rowKey: (row: Record<K, string | number>) => string;
  testId?: string;
}) {
  const columns = Object.keys(cells) as K[];
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {headings[column]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100" data-testid={testId}>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column} className={cells[column] ? `${td} ${cells[column]}` : td}>
                  {row[column]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
