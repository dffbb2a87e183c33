import { Link } from "wouter";
import { fill } from "../../../content/fill";
import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import type { Solution } from "../../../content/schemas/entities";
import { solutionPath } from "../../../content/data/shared/solution-details";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";
import { CategoryLabel } from "./category-label";
import { EntityLogo } from "./entity-logo";
import { StatusBadge } from "./status-badge";

/** A solution as a card linking to its detail page; `maxTags` caps the tags shown (4 for the featured one). */
export function SolutionCard({
  solution,
  maxTags,
  featured = false,
}: {
  solution: Solution;
  maxTags?: number;
  featured?: boolean;
}) {
  const tags = maxTags === undefined ? solution.tags : solution.tags.slice(0, maxTags);
  return (
    <article
      data-testid="solution-card"
      className={cn(
        "relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md",
        featured && "border-indigo-200 bg-gradient-to-br from-white to-indigo-50 sm:p-8",
      )}
    >
      <div className="flex items-start gap-4">
        <EntityLogo src={solution.logoUrl} className={featured ? "h-16 w-16" : undefined} />
        <div className="min-w-0 flex-1">
          <h3 className={cn("font-semibold text-slate-900", featured ? "text-2xl" : "text-lg")}>
            <Link
              href={solutionPath(solution.id)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {solution.name}
            </Link>
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge status={solution.status} />
            <CategoryLabel category={solution.category} />
          </div>
        </div>
      </div>
      <p className={cn("mt-4 flex-1 text-slate-700", featured && "text-lg")}>{solution.shortDescription}</p>
      <p className="sr-only">{fill(m.tagsLabel, { name: solution.name })}</p>
      <ul className="mt-4 flex flex-wrap gap-2" data-testid="solution-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge tone="indigo">{tag}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
