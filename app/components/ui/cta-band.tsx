import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

const tones = {
  indigo: { band: "bg-indigo-900", text: "text-indigo-100" },
  slate: { band: "bg-slate-900", text: "text-slate-200" },
} as const;

/**
 * The dark band that closes a page with its call to action: a heading (it labels the region), a line of text and
 * the actions. `centered` for a band that stands on its own between sections.
 */
export function CtaBand({
  id,
  title,
  text,
  tone = "indigo",
  centered = false,
  children,
}: {
  id: string;
  title: string;
  text: string;
  tone?: keyof typeof tones;
  centered?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("mx-auto max-w-6xl px-4", centered ? "py-10" : "pb-12 pt-4")}
    >
      <div
        className={cn(
          "rounded-2xl",
          tones[tone].band,
          centered ? "px-6 py-10 text-center" : "p-8",
          "text-white",
        )}
      >
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className={cn(centered && "mx-auto", "mt-2 max-w-2xl", tones[tone].text)}>{text}</p>
        <div className={centered ? "mt-6" : "mt-6 flex flex-wrap gap-3"}>{children}</div>
      </div>
    </section>
  );
}
