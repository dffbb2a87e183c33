import { openSourceDetails } from "../../content/details/opensource";
import { openSourceInstall } from "../../content/data/opensource-install";
import { ecosystemMessages as em } from "../../content/messages/ecosystem";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import { entityHero } from "../components/ecosystem/status-badge";
import * as Detail from "../components/detail";
import { formatCount } from "../lib/format-count";
import { openSourceProjects } from "../../content/data/opensource";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

/** Where this page finds its long forms, and how it names an unknown item. */
const source = { kind: openSourceDetails, notFound: m.notFound.project, text: m.notFound };

/** /devhub/projects/{id}: how to install and start using one open-source project. */
function ProjectDetailPage({ page }: PageProps) {
  // The listing is already in every page (the route registry names the projects): no API round trip or
  // TanStack Query chunk for DevHub; the Ecosystem pages show the same data through the API.
  const projects = openSourceProjects;
  const { item: project, detail, notFound } = Detail.useDetail(page, projects, source);
  const install = project ? openSourceInstall[project.id] : undefined;

  if (!project) {
    return (
      <Detail.NotFound
        {...notFound}
        suggestions={projects.map((p) => ({ label: p.name, href: `/devhub/projects/${p.id}` }))}
      />
    );
  }

  return (
    <Detail.Layout
      hero={<Detail.Hero title={page.title} {...entityHero(project)} />}
      strip={
        <Detail.FactList
          facts={[
            { label: em.labels.language, value: project.language },
            { label: em.labels.stars, value: formatCount(project.stars) },
            { label: em.labels.forks, value: formatCount(project.forks) },
            { label: em.labels.license, value: detail?.license ?? "" },
          ]}
        />
      }
      next={{ href: `/ecosystem/opensource/${project.id}`, label: m.projects.ecosystemView }}
      back={{ href: "/devhub/opensource-projects", label: m.projects.backToList }}
    >
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
          <Detail.Section id="use-when" title={m.projects.useWhen} checks={detail.useWhen} />
        </>
      ) : null}
      <Detail.Section id="highlights" title={m.projects.highlights} checks={project.technicalHighlights} />
    </Detail.Layout>
  );
}

export default ProjectDetailPage;
