import { Link } from "wouter";
import { coreTechDetailLoaders } from "../../content/data/core-tech-details";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { CategoryLabel } from "../components/ecosystem/category-label";
import { DetailHero } from "../components/ecosystem/detail-hero";
import { DetailNotFound } from "../components/ecosystem/detail-not-found";
import { FactList } from "../components/ecosystem/fact-list";
import { MaturityBadge } from "../components/ecosystem/status-badge";
import { CheckList, StepList } from "../components/ecosystem/text-blocks";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

const chip =
  "inline-block rounded-lg border border-slate-200 bg-white px-4 py-2 text-sm font-medium text-indigo-800 hover:border-indigo-300";

function CoreTechDetailPage({ page }: PageProps) {
  const coreTech = useCoreTech();
  const solutions = useSolutions();
  const projects = useOpenSourceProjects();
  const id = page.params.id ?? "";
  const tech = page.status === 200 ? coreTech.find((t) => t.id === id) : undefined;
  const detail = useLazyContent(`core-tech:${id}`, tech ? coreTechDetailLoaders[tech.id] : undefined);

  if (!tech) {
    return (
      <DetailNotFound
        kind={m.notFound.coreTech}
        requested={id}
        titleTemplate={m.notFound.title}
        suggestionsLabel={m.notFound.suggestions}
        suggestions={coreTech.map((t) => ({
          label: `${t.name}: ${t.fullName}`,
          href: `/ecosystem/core-tech/${t.id}`,
        }))}
      />
    );
  }

  const usedBy = solutions.filter((s) => detail?.usedBy.includes(s.id));
  const implementations = projects.filter((p) => detail?.openSource.includes(p.id));

  return (
    <>
      <DetailHero
        logoUrl={tech.logoUrl}
        title={tech.name}
        subtitle={tech.fullName}
        lead={tech.shortDescription}
        badges={
          <>
            <MaturityBadge level={tech.maturityLevel} />
            <CategoryLabel category={tech.category} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4">
        <FactList
          facts={[
            { label: m.labels.maturity, value: m.maturity[tech.maturityLevel] },
            { label: m.labels.securityLevel, value: tech.securityLevel },
            { label: m.labels.category, value: m.categories[tech.category] },
          ]}
        />
      </div>
      <Section id="highlights" title={m.coreTech.highlights}>
        <CheckList items={tech.technicalHighlights} />
      </Section>
      {detail ? (
        <>
          <Section id="overview" title={m.coreTech.overview}>
            <p className="max-w-3xl text-slate-800">{detail.overview}</p>
          </Section>
          <Section id="how-it-works" title={m.coreTech.howItWorks}>
            <StepList steps={detail.howItWorks} />
          </Section>
          <Section id="parameters" title={m.coreTech.parameters}>
            <FactList facts={detail.parameters.map((p) => ({ label: p.label, value: p.value }))} />
          </Section>
          <Section id="standards" title={m.coreTech.standards}>
            <ul className="list-disc space-y-1 pl-5 text-slate-800">
              {detail.standards.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </Section>
        </>
      ) : null}
      {usedBy.length > 0 ? (
        <Section id="used-by" title={m.coreTech.usedBy}>
          <ul className="flex flex-wrap gap-3">
            {usedBy.map((s) => (
              <li key={s.id}>
                <Link href={`/ecosystem/solutions/${s.id}`} className={chip}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {implementations.length > 0 ? (
        <Section id="open-source" title={m.coreTech.openSource}>
          <ul className="flex flex-wrap gap-3">
            {implementations.map((p) => (
              <li key={p.id}>
                <Link href={`/ecosystem/opensource/${p.id}`} className={`${chip} font-mono`}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-4">
        <LinkButton href="/ecosystem/core-tech" variant="secondary">
          {m.coreTech.backToList}
        </LinkButton>
      </div>
    </>
  );
}

export default withQuery(CoreTechDetailPage);
