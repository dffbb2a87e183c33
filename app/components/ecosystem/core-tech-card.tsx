import { Link } from "wouter";
import type { CoreTech } from "../../../content/schemas/entities";
import { CategoryLabel } from "./category-label";
import { EntityLogo } from "./entity-logo";
import { MaturityBadge } from "./status-badge";

/** A core technology as a card linking to its detail page. */
export function CoreTechCard({ tech }: { tech: CoreTech }) {
  return (
    <article
      data-testid="core-tech-card"
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <div className="flex items-center gap-3">
        <EntityLogo src={tech.logoUrl} className="h-10 w-10" />
        <h3 className="text-lg font-semibold text-slate-900">
          <Link
            href={`/ecosystem/core-tech/${tech.id}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            {tech.name}
          </Link>
        </h3>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-700">{tech.fullName}</p>
      <p className="mt-3 flex-1 text-sm text-slate-700">{tech.shortDescription}</p>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <MaturityBadge level={tech.maturityLevel} />
        <CategoryLabel category={tech.category} />
      </div>
    </article>
  );
}
