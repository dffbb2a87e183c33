import { Link } from "wouter";
import type { CoreTech, OpenSourceProject, Solution } from "../../../content/schemas/entities";
import { solutionPath } from "../../../content/data/shared/solution-details";
import { cn } from "../../lib/cn";
import { Section } from "../ui/section";

/** A link to another page: a related item, a suggestion, the page's way on or back. */
export interface RelatedLink {
  href: string;
  label: string;
}

/** The ecosystem pages of the items detail pages point to (related items, not-found suggestions). */
export const coreTechLink = (tech: CoreTech): RelatedLink => ({
  href: `/ecosystem/core-tech/${tech.id}`,
  label: `${tech.name}: ${tech.fullName}`,
});
export const solutionLink = (solution: Solution): RelatedLink => ({
  href: solutionPath(solution.id),
  label: solution.name,
});
export const openSourceLink = (project: OpenSourceProject): RelatedLink => ({
  href: `/ecosystem/opensource/${project.id}`,
  label: project.name,
});

const chip =
  "inline-block rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-indigo-800 hover:border-indigo-300";

/** Related pages as a row of chips; `mono` for names that are code (open-source projects). */
export function LinkChips({
  links,
  mono = false,
  className,
}: {
  links: readonly RelatedLink[];
  mono?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn(className, "flex flex-wrap gap-3")}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={cn(chip, mono && "font-mono")}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A section of related pages, left out when there are none. */
export function RelatedSection({
  id,
  title,
  links,
  mono,
}: {
  id: string;
  title: string;
  links: readonly RelatedLink[];
  mono?: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <LinkChips links={links} mono={mono} />
    </Section>
  );
}
