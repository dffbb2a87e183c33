import type { ReactNode } from "react";

/** The h1 block every inner page starts with. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-6 pt-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</p> : null}
      {children}
    </div>
  );
}
