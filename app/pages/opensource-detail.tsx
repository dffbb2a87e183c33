import { Link } from "wouter";
import { openSourceDetailLoaders } from "../../content/data/opensource-details";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { CategoryLabel } from "../components/ecosystem/category-label";
import { DetailHero } from "../components/ecosystem/detail-hero";
import { DetailNotFound } from "../components/ecosystem/detail-not-found";
import { FactList } from "../components/ecosystem/fact-list";
import { MaturityBadge } from "../components/ecosystem/status-badge";
import { CheckList } from "../components/ecosystem/text-blocks";
import { LinkButton } from "../components/ui/button";
import { formatCount } from "../lib/format-count";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

function OpenSourceDetailPage({ page }: PageProps) {
  const projects = useOpenSourceProjects();
  const coreTech = useCoreTech();
  const id = page.params.id ?? "";
  const project = page.status === 200 ? projects.find((p) => p.id === id) : undefined;
  const detail = useLazyContent(
    `opensource:${id}`,
    project ? openSourceDetailLoaders[project.id] : undefined,
  );

  if (!project) {
    return (
      <DetailNotFound
        kind={m.notFound.openSource}
        requested={id}
        titleTemplate={m.notFound.title}
        suggestionsLabel={m.notFound.suggestions}
        suggestions={projects.map((p) => ({ label: p.name, href: `/ecosystem/opensource/${p.id}` }))}
      />
    );
  }

  const implementsTech = coreTech.filter((t) => detail?.coreTech.includes(t.id));

  return (
    <>
      <DetailHero
        logoUrl={project.logoUrl}
        title={project.name}
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
            { label: m.labels.stars, value: formatCount(project.stars) },
            { label: m.labels.forks, value: formatCount(project.forks) },
            { label: m.labels.language, value: project.language },
            { label: m.labels.maturity, value: m.maturity[project.maturityLevel] },
            ...(detail ? [{ label: m.labels.license, value: detail.license }] : []),
          ]}
        />
      </div>
      <Section id="highlights" title={m.openSource.highlights}>
        <CheckList items={project.technicalHighlights} />
      </Section>
      {detail ? (
        <>
          <Section id="use-when" title={m.openSource.useWhen}>
            <CheckList items={detail.useWhen} />
          </Section>
        </>
      ) : null}
      {implementsTech.length > 0 ? (
        <Section id="implements" title={m.openSource.coreTech}>
          <ul className="flex flex-wrap gap-3">
            {implementsTech.map((t) => (
              <li key={t.id}>
                <Link
                  href={`/ecosystem/core-tech/${t.id}`}
                  className="inline-block rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-indigo-800 hover:border-indigo-300"
                >
                  {t.name}: {t.fullName}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 pb-12 pt-4">
        <LinkButton href={`/devhub/projects/${project.id}`}>{m.openSource.developerView}</LinkButton>
        <LinkButton href="/ecosystem/opensource" variant="secondary">
          {m.openSource.backToList}
        </LinkButton>
      </div>
    </>
  );
}

export default withQuery(OpenSourceDetailPage);
