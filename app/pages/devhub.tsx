import { BookOpen, Compass, FolderGit2, Rocket } from "../components/ui/icons";
import { Link } from "wouter";
import { featuredTechnologies, journeySteps } from "../../content/data/devhub";
import { devhubMessages as m } from "../../content/messages/devhub";
import { fill } from "../../content/fill";
import { CheckList } from "../components/ecosystem/text-blocks";
import { NavCard } from "../components/ecosystem/nav-card";
import { PageHeader } from "../components/page/page-header";
import { LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

export default function DevHubPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={m.overview.lead}>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href="/devhub/program">{m.overview.getStarted}</LinkButton>
          <LinkButton href="/devhub/hub" variant="secondary">
            {m.overview.exploreUseCases}
          </LinkButton>
        </div>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
        <NavCard href="/devhub/developer-program" icon={Rocket} {...m.overview.cards.program} />
        <NavCard href="/devhub/hub" icon={Compass} {...m.overview.cards.hub} />
      </div>

      <Section id="journey" title={m.overview.journeyHeading}>
        <ol className="grid gap-4 md:grid-cols-3" data-testid="journey">
          {journeySteps.map((step, i) => (
            <li key={step.title}>
              <Card className="flex h-full flex-col">
                <span className="text-sm font-semibold text-indigo-800">
                  {fill(m.overview.journeyStep, { n: i + 1 })}
                </span>
                <h3 className="mt-1 text-xl font-semibold text-slate-900">{step.title}</h3>
                <p className="mt-2 flex-1 text-slate-700">{step.body}</p>
                <Link
                  href={step.href}
                  className="mt-4 text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
                >
                  {step.cta}
                </Link>
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="featured-technologies" title={m.overview.featuredHeading}>
        <ul className="grid gap-4 md:grid-cols-3">
          {featuredTechnologies.map((tech) => (
            <li key={tech.coreTechId}>
              <Card className="flex h-full flex-col" data-testid="featured-technology">
                <h3 className="text-lg font-semibold text-slate-900">{tech.title}</h3>
                <p className="mt-2 text-slate-700">{tech.body}</p>
                <div className="mt-4 flex-1">
                  <CheckList items={tech.points} />
                </div>
                <Link
                  href={`/ecosystem/core-tech/${tech.coreTechId}`}
                  className="mt-4 text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
                >
                  {m.overview.techCta}
                  <span className="sr-only">: {tech.title}</span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="more" title={m.overview.moreHeading}>
        <div className="flex flex-wrap gap-3 pb-4">
          <LinkButton href="/devhub/docs" variant="secondary">
            <BookOpen className="h-4 w-4" aria-hidden="true" />
            {m.overview.docsLink}
          </LinkButton>
          <LinkButton href="/devhub/opensource-projects" variant="secondary">
            <FolderGit2 className="h-4 w-4" aria-hidden="true" />
            {m.overview.projectsLink}
          </LinkButton>
        </div>
      </Section>
    </>
  );
}
