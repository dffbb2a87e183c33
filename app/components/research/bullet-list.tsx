import type { ReactNode } from "react";

/** A titled list inside a detail page; `ordered` for steps. */
export function BulletList({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly ReactNode[];
  ordered?: boolean;
}) {
  const List = ordered ? "ol" : "ul";
  return (
    <section className="mt-8">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <List className={`mt-3 space-y-2 pl-5 text-slate-700 ${ordered ? "list-decimal" : "list-disc"}`}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    </section>
  );
}
