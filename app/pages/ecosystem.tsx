import { Boxes, FolderGit2 } from "lucide-react";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { CoreTechCard } from "../components/ecosystem/core-tech-card";
import { NavCard } from "../components/ecosystem/nav-card";
import { OpenSourceCard } from "../components/ecosystem/opensource-card";
import { SolutionCard } from "../components/ecosystem/solution-card";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** Spec §9: the first solution is featured (4 tags), solutions 2-4 are recent, the first 4 core techs are shown. */
const FEATURED_TAGS = 4;
const CORE_TECH_SHOWN = 4;
const OPEN_SOURCE_SHOWN = 4;

function EcosystemPage({ page }: PageProps) {
  const solutions = useSolutions();
  const coreTech = useCoreTech();
  const projects = useOpenSourceProjects();
  const [featured, ...rest] = solutions;
  const recent = rest.slice(0, 3);

  return (
    <>
      <PageHeader title={page.title} lead={m.overview.lead} />
      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
        <NavCard href="/ecosystem/explore" icon={Boxes} {...m.overview.cards.explore} />
        <NavCard href="/ecosystem/opensource" icon={FolderGit2} {...m.overview.cards.opensource} />
      </div>

      <p className="mx-auto mt-10 max-w-6xl px-4 text-sm font-semibold uppercase tracking-wider text-indigo-800">
        {m.overview.highlightsHeading}
      </p>

      {featured ? (
        <Section
          id="featured-solution"
          title={m.overview.featuredHeading}
          action={
            <LinkButton href="/ecosystem/solutions" variant="secondary">
              {m.overview.featuredCta}
            </LinkButton>
          }
        >
          <SolutionCard solution={featured} maxTags={FEATURED_TAGS} featured />
        </Section>
      ) : null}

      <Section
        id="core-tech"
        title={m.overview.coreTechHeading}
        action={
          <LinkButton href="/ecosystem/core-tech" variant="secondary">
            {m.overview.coreTechCta}
          </LinkButton>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {coreTech.slice(0, CORE_TECH_SHOWN).map((tech) => (
            <li key={tech.id}>
              <CoreTechCard tech={tech} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="open-source"
        title={m.overview.openSourceHeading}
        action={
          <LinkButton href="/ecosystem/opensource" variant="secondary">
            {m.overview.openSourceCta}
          </LinkButton>
        }
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {projects.slice(0, OPEN_SOURCE_SHOWN).map((project) => (
            <li key={project.id}>
              <OpenSourceCard project={project} />
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="recent-solutions"
        title={m.overview.recentHeading}
        action={
          <LinkButton href="/ecosystem/solutions" variant="secondary">
            {m.overview.recentCta}
          </LinkButton>
        }
      >
        <ul className="grid gap-4 md:grid-cols-3">
          {recent.map((solution) => (
            <li key={solution.id}>
              <SolutionCard solution={solution} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

export default withQuery(EcosystemPage);
