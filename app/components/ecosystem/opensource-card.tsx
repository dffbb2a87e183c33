import { GitFork, Star } from "../ui/icons";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import { fill } from "../../../content/fill";
import type { OpenSourceProject } from "../../../content/schemas/entities";
import { CategoryLabel } from "./category-label";
import { formatCount } from "../../lib/format-count";
import { EntityLogo } from "./entity-logo";
import { MaturityBadge } from "./status-badge";

/** A count as shown (an icon and "2,140") and as a screen reader reads it ("2140 stars"). */
function RepoStat({ icon, count, label }: { icon: ReactNode; count: number; label: string }) {
  return (
    <span className="inline-flex items-center gap-1">
      <span className="inline-flex items-center gap-1" aria-hidden="true">
        {icon}
        {formatCount(count)}
      </span>
      <span className="sr-only">{fill(label, { count })}</span>
    </span>
  );
}

/** Stars and forks with accessible labels. */
export function RepoStats({ project }: { project: OpenSourceProject }) {
  return (
    <span className="inline-flex items-center gap-3 text-sm text-slate-700">
      <RepoStat
        icon={<Star className="h-4 w-4 text-amber-600" />}
        count={project.stars}
        label={m.openSource.starsLabel}
      />
      <RepoStat
        icon={<GitFork className="h-4 w-4 text-slate-600" />}
        count={project.forks}
        label={m.openSource.forksLabel}
      />
    </span>
  );
}

/** The head of a project's card: its logo, its name (the card's heading, a link) and its language. */
export function ProjectHead({
  project,
  href,
  headingLevel,
  linkClassName,
}: {
  project: OpenSourceProject;
  href: string;
  headingLevel: 2 | 3;
  linkClassName: string;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="flex items-center gap-3">
      <EntityLogo src={project.logoUrl} className="h-10 w-10" />
      <div className="min-w-0">
        <Heading className="font-mono text-lg font-semibold text-slate-900">
          <Link href={href} className={linkClassName}>
            {project.name}
          </Link>
        </Heading>
        <p className="text-sm text-slate-700">{project.language}</p>
      </div>
    </div>
  );
}

/**
 * An open-source project card; `href` lets the DevHub list link to its developer pages. `headingLevel` keeps the
 * page's outline in order: 2 when the cards sit right under the page's h1, 3 under a section's h2 (the default).
 */
export function OpenSourceCard({
  project,
  href,
  headingLevel = 3,
}: {
  project: OpenSourceProject;
  href?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <article
      data-testid="opensource-card"
      className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
    >
      <ProjectHead
        project={project}
        href={href ?? `/ecosystem/opensource/${project.id}`}
        headingLevel={headingLevel}
        linkClassName="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-indigo-600"
      />
      <p className="mt-3 flex-1 text-sm text-slate-700">{project.shortDescription}</p>
      <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
        <MaturityBadge level={project.maturityLevel} />
        <RepoStats project={project} />
      </div>
      <div className="mt-2">
        <CategoryLabel category={project.category} />
      </div>
    </article>
  );
}
