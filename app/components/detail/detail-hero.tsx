import type { ReactNode } from "react";

/**
 * The top of an ecosystem or DevHub detail page: the item's logo, the h1 (and a subtitle), its badges, then its lead.
 * The page passes the logo and badges in (`entityHero`): the components that draw them live with the item cards.
 */
export function DetailHero({
  title,
  subtitle,
  lead,
  logo,
  badges,
}: {
  title: string;
  subtitle?: string;
  lead: string;
  logo: ReactNode;
  badges: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-4 pt-10">
      <div className="flex items-start gap-4">
        {logo}
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-lg text-slate-700">{subtitle}</p> : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">{badges}</div>
        </div>
      </div>
      <p className="mt-6 max-w-3xl text-lg text-slate-700">{lead}</p>
    </div>
  );
}
