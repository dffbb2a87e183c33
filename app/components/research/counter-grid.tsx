export interface Counter {
  id: string;
  value: string;
  label: string;
}

/** Big figures with their labels, as a description list so each value is tied to its label. */
export function CounterGrid({ counters }: { counters: readonly Counter[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {counters.map((c) => (
        <div
          key={c.id}
          data-testid={`counter-${c.id}`}
          className="flex flex-col-reverse rounded-xl bg-indigo-50 p-5 text-center"
        >
          <dt className="mt-1 text-sm font-medium text-slate-700">{c.label}</dt>
          <dd className="text-3xl font-bold text-indigo-900">{c.value}</dd>
        </div>
      ))}
    </dl>
  );
}
