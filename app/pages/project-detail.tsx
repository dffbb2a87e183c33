import { openSourceDetailLoaders } from "../../content/data/opensource-details";
import { openSourceInstall } from "../../content/data/opensource-install";
import { ecosystemMessages as em } from "../../content/messages/ecosystem";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import { CategoryLabel } from "../components/ecosystem/category-label";
import { DetailHero } from "../components/ecosystem/detail-hero";
import { DetailNotFound } from "../components/ecosystem/detail-not-found";
import { FactList } from "../components/ecosystem/fact-list";
import { MaturityBadge } from "../components/ecosystem/status-badge";
import { CheckList } from "../components/ecosystem/text-blocks";
import { LinkButton } from "../components/ui/button";
import { formatCount } from "../lib/format-count";
import { Section } from "../components/ui/section";
import { openSourceProjects } from "../../content/data/opensource";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import type { PageProps } from "../router/lazy-page";

/** /devhub/projects/{id}: how to install and start using one open-source project. */
function ProjectDetailPage({ page }: PageProps) {
  // The listing is already in every page (the route registry names the projects): no API round trip or
  // TanStack Query chunk for DevHub; the Ecosystem pages show the same data through the API.
  const projects = openSourceProjects;
  const id = page.params.id ?? "";
  const project = page.status === 200 ? projects.find((p) => p.id === id) : undefined;
  const install = project ? openSourceInstall[project.id] : undefined;
  const detail = useLazyContent(
    `opensource:${id}`,
    project ? openSourceDetailLoaders[project.id] : undefined,
  );

  if (!project) {
    return (
      <DetailNotFound
        kind={m.notFound.project}
        requested={id}
        titleTemplate={m.notFound.title}
        suggestionsLabel={m.notFound.suggestions}
        suggestions={projects.map((p) => ({ label: p.name, href: `/devhub/projects/${p.id}` }))}
      />
    );
  }

  return (
    <>
      <DetailHero
        logoUrl={project.logoUrl}
        title={page.title}
        lead={project.shortDescription}
        badges={
          <>
            <MaturityBadge level={project.maturityLevel} />
            <CategoryLabel category={project.category} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4">
        <FactList
          facts={[
            { label: em.labels.language, value: project.language },
            { label: em.labels.stars, value: formatCount(project.stars) },
            { label: em.labels.forks, value: formatCount(project.forks) },
            { label: em.labels.license, value: detail?.license ?? "" },
          ]}
        />
      </div>
      {install ? (
        <Section id="install" title={m.projects.install}>
          <CodeBlock {...install} />
        </Section>
      ) : null}
      {detail ? (
        <>
          <Section id="quickstart" title={m.projects.quickstart}>
            <CodeBlock {...detail.quickstart} />
          </Section>
          <Section id="use-when" title={m.projects.useWhen}>
            <CheckList items={detail.useWhen} />
          </Section>
        </>
      ) : null}
      <Section id="highlights" title={m.projects.highlights}>
        <CheckList items={project.technicalHighlights} />
      </Section>
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 pb-12 pt-4">
        <LinkButton href={`/ecosystem/opensource/${project.id}`}>{m.projects.ecosystemView}</LinkButton>
        <LinkButton href="/devhub/opensource-projects" variant="secondary">
          {m.projects.backToList}
        </LinkButton>
      </div>
    </>
  );
}

export default ProjectDetailPage;
