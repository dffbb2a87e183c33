import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** A titled page section; the heading id labels the region. */
export function Section({
  id,
  title,
  action,
  children,
  className,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("mx-auto max-w-6xl px-4 py-8", className)}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
