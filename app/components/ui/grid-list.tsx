import type { ReactNode } from "react";

/** A list of items laid out by `className` (a grid), each rendered by `children` in its own list item. */
export function GridList<T extends { id: string }>({
  items,
  className,
  children,
}: {
  items: readonly T[];
  className: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id}>{children(item)}</li>
      ))}
    </ul>
  );
}
