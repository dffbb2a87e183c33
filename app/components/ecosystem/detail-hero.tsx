import type { ReactNode } from "react";
import { EntityLogo } from "./entity-logo";

/** The top of a detail page: logo, h1, a subtitle and badges. */
export function DetailHero({
  logoUrl,
  title,
  subtitle,
  badges,
  lead,
}: {
  logoUrl: string;
  title: string;
  subtitle?: string;
  badges?: ReactNode;
  lead: string;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-4 pt-10">
      <div className="flex items-start gap-4">
        <EntityLogo src={logoUrl} className="h-16 w-16" eager />
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {subtitle ? <p className="mt-1 text-lg text-slate-700">{subtitle}</p> : null}
          {badges ? <div className="mt-3 flex flex-wrap items-center gap-2">{badges}</div> : null}
        </div>
      </div>
      <p className="mt-6 max-w-3xl text-lg text-slate-700">{lead}</p>
    </div>
  );
}
