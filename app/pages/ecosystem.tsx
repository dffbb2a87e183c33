import { Boxes, FolderGit2 } from "../components/ui/icons";
import type { ReactNode } from "react";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { CoreTechCard } from "../components/ecosystem/core-tech-card";
import { NavCard } from "../components/ecosystem/nav-card";
import { OpenSourceCard } from "../components/ecosystem/opensource-card";
import { SolutionCard } from "../components/ecosystem/solution-card";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { GridList } from "../components/ui/grid-list";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** The first solution is featured (4 tags), solutions 2-4 are recent, the first 4 core techs are shown. */
const FEATURED_TAGS = 4;
const CORE_TECH_SHOWN = 4;
const OPEN_SOURCE_SHOWN = 4;

/** The overview's blocks: each a titled section with a button to its full list. */
const blocks = {
  "featured-solution": {
    title: m.overview.featuredHeading,
    cta: m.overview.featuredCta,
    href: "/ecosystem/solutions",
  },
  "core-tech": {
    title: m.overview.coreTechHeading,
    cta: m.overview.coreTechCta,
    href: "/ecosystem/core-tech",
  },
  "open-source": {
    title: m.overview.openSourceHeading,
    cta: m.overview.openSourceCta,
    href: "/ecosystem/opensource",
  },
  "recent-solutions": {
    title: m.overview.recentHeading,
    cta: m.overview.recentCta,
    href: "/ecosystem/solutions",
  },
};

function Block({ id, children }: { id: keyof typeof blocks; children: ReactNode }) {
  const { title, cta, href } = blocks[id];
  return (
    <Section
      id={id}
      title={title}
      action={
        <LinkButton href={href} variant="secondary">
          {cta}
        </LinkButton>
      }
    >
      {children}
    </Section>
  );
}

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
        <Block id="featured-solution">
          <SolutionCard solution={featured} maxTags={FEATURED_TAGS} featured />
        </Block>
      ) : null}

      <Block id="core-tech">
        <GridList
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          items={coreTech.slice(0, CORE_TECH_SHOWN)}
        >
          {(tech) => <CoreTechCard tech={tech} />}
        </GridList>
      </Block>

      <Block id="open-source">
        <GridList
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          items={projects.slice(0, OPEN_SOURCE_SHOWN)}
        >
          {(project) => <OpenSourceCard project={project} />}
        </GridList>
      </Block>

      <Block id="recent-solutions">
        <GridList className="grid gap-4 md:grid-cols-3" items={recent}>
          {(solution) => <SolutionCard solution={solution} />}
        </GridList>
      </Block>
    </>
  );
}

export default withQuery(EcosystemPage);
