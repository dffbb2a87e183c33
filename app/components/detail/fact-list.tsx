import type { ReactNode } from "react";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Key facts of a detail page (maturity, security level, stars...) as a description list. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:grid-cols-2 lg:grid-cols-4">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{fact.label}</dt>
          <dd className="mt-1 text-slate-900">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
