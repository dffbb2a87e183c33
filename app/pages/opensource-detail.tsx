import { openSourceDetails } from "../../content/details/opensource";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { entityHero } from "../components/ecosystem/status-badge";
import * as Detail from "../components/detail";
import { formatCount } from "../lib/format-count";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** Where this page finds its long forms, and how it names an unknown item. */
const source = { kind: openSourceDetails, notFound: m.notFound.openSource, text: m.notFound };

function OpenSourceDetailPage({ page }: PageProps) {
  const projects = useOpenSourceProjects();
  const coreTech = useCoreTech();
  const { item: project, detail, notFound } = Detail.useDetail(page, projects, source);

  if (!project) {
    return <Detail.NotFound {...notFound} suggestions={projects.map(Detail.openSourceLink)} />;
  }

  return (
    <Detail.Layout
      hero={<Detail.Hero title={project.name} {...entityHero(project)} />}
      strip={
        <Detail.FactList
          facts={[
            { label: m.labels.stars, value: formatCount(project.stars) },
            { label: m.labels.forks, value: formatCount(project.forks) },
            { label: m.labels.language, value: project.language },
            { label: m.labels.maturity, value: m.maturity[project.maturityLevel] },
            ...(detail ? [{ label: m.labels.license, value: detail.license }] : []),
          ]}
        />
      }
      next={{ href: `/devhub/projects/${project.id}`, label: m.openSource.developerView }}
      back={{ href: "/ecosystem/opensource", label: m.openSource.backToList }}
    >
      <Detail.Section id="highlights" title={m.openSource.highlights} checks={project.technicalHighlights} />
      {detail ? <Detail.Section id="use-when" title={m.openSource.useWhen} checks={detail.useWhen} /> : null}
      <Detail.RelatedSection
        id="implements"
        title={m.openSource.coreTech}
        links={coreTech.filter((t) => detail?.coreTech.includes(t.id)).map(Detail.coreTechLink)}
      />
    </Detail.Layout>
  );
}

export default withQuery(OpenSourceDetailPage);
