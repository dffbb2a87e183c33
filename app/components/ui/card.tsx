import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "../../lib/cn";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div className={cn("rounded-xl border border-slate-200 bg-white p-6 shadow-sm", className)} {...props} />
  );
}

export interface CardGridItem {
  title: string;
  text: string;
  /** Before the title, in its line (a check mark). */
  icon?: ReactNode;
  /** Above the title (an industry badge); the text then sits closer under the title. */
  eyebrow?: ReactNode;
  /** The title's language, where it is not the page's. */
  lang?: string;
}

/**
 * A grid of cards with a title (h3) and a short text each: features, audiences, highlights, boards. `columns`
 * holds the responsive column classes; `textSize` "base" for longer texts set at reading size.
 */
export function CardGrid({
  items,
  columns,
  textSize = "sm",
}: {
  items: readonly CardGridItem[];
  columns: string;
  textSize?: "sm" | "base";
}) {
  return (
    <ul className={cn("grid gap-4", columns)}>
      {items.map((item) => (
        <li key={item.title}>
          <Card className="h-full">
            {item.eyebrow}
            <h3
              className={cn(
                item.icon ? "flex items-center gap-2" : item.eyebrow ? "mt-2" : undefined,
                "font-semibold text-slate-900",
              )}
              lang={item.lang}
            >
              {item.icon}
              {item.title}
            </h3>
            <p
              className={cn(item.eyebrow ? "mt-1" : "mt-2", textSize === "sm" && "text-sm", "text-slate-700")}
            >
              {item.text}
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
