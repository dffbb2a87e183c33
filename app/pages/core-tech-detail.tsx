import { coreTechDetails } from "../../content/details/core-tech";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { entityHero } from "../components/ecosystem/status-badge";
import * as Detail from "../components/detail";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** Where this page finds its long forms, and how it names an unknown item. */
const source = { kind: coreTechDetails, notFound: m.notFound.coreTech, text: m.notFound };

function CoreTechDetailPage({ page }: PageProps) {
  const coreTech = useCoreTech();
  const solutions = useSolutions();
  const projects = useOpenSourceProjects();
  const { item: tech, detail, notFound } = Detail.useDetail(page, coreTech, source);

  if (!tech) {
    return <Detail.NotFound {...notFound} suggestions={coreTech.map(Detail.coreTechLink)} />;
  }

  return (
    <Detail.Layout
      hero={<Detail.Hero title={tech.name} subtitle={tech.fullName} {...entityHero(tech)} />}
      strip={
        <Detail.FactList
          facts={[
            { label: m.labels.maturity, value: m.maturity[tech.maturityLevel] },
            { label: m.labels.securityLevel, value: tech.securityLevel },
            { label: m.labels.category, value: m.categories[tech.category] },
          ]}
        />
      }
      back={{ href: "/ecosystem/core-tech", label: m.coreTech.backToList }}
    >
      <Detail.Section id="highlights" title={m.coreTech.highlights} checks={tech.technicalHighlights} />
      {detail ? (
        <>
          <Detail.Section id="overview" title={m.coreTech.overview} text={detail.overview} />
          <Detail.Section id="how-it-works" title={m.coreTech.howItWorks} steps={detail.howItWorks} />
          <Section id="parameters" title={m.coreTech.parameters}>
            <Detail.FactList facts={detail.parameters} />
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
      <Detail.RelatedSection
        id="used-by"
        title={m.coreTech.usedBy}
        links={solutions.filter((s) => detail?.usedBy.includes(s.id)).map(Detail.solutionLink)}
      />
      <Detail.RelatedSection
        id="open-source"
        title={m.coreTech.openSource}
        mono
        links={projects.filter((p) => detail?.openSource.includes(p.id)).map(Detail.openSourceLink)}
      />
    </Detail.Layout>
  );
}

export default withQuery(CoreTechDetailPage);
