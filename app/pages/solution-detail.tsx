import { solutionDetails } from "../../content/details/solutions";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { entityHero } from "../components/ecosystem/status-badge";
import * as Detail from "../components/detail";
import { Badge } from "../components/ui/badge";
import { CardGrid } from "../components/ui/card";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** Where this page finds its long forms, and how it names an unknown item. */
const source = { kind: solutionDetails, notFound: m.notFound.solution, text: m.notFound };

function SolutionDetailPage({ page }: PageProps) {
  const solutions = useSolutions();
  const coreTech = useCoreTech();
  const { item: solution, detail, notFound } = Detail.useDetail(page, solutions, source);

  if (!solution) {
    return <Detail.NotFound {...notFound} suggestions={solutions.slice(0, 4).map(Detail.solutionLink)} />;
  }

  return (
    <Detail.Layout
      hero={<Detail.Hero title={solution.name} {...entityHero(solution)} />}
      strip={
        <>
          <p className="sr-only">{m.labels.tags}</p>
          <ul className="flex flex-wrap gap-2">
            {solution.tags.map((tag) => (
              <li key={tag}>
                <Badge tone="indigo">{tag}</Badge>
              </li>
            ))}
          </ul>
        </>
      }
      next={detail?.servicePath ? { href: detail.servicePath, label: m.solution.servicePage } : undefined}
      back={{ href: "/ecosystem/solutions", label: m.solution.backToList }}
    >
      {detail ? (
        <>
          <Detail.Section id="overview" title={m.solution.overview} text={detail.overview} />
          <Section id="features" title={m.solution.features}>
            <CardGrid
              columns="md:grid-cols-2"
              textSize="base"
              items={detail.features.map((f) => ({ title: f.title, text: f.body }))}
            />
          </Section>
          <Detail.Section id="how-it-works" title={m.solution.howItWorks} steps={detail.howItWorks} />
          <Detail.Section id="use-cases" title={m.solution.useCases} checks={detail.useCases} />
          <Detail.RelatedSection
            id="built-on"
            title={m.solution.coreTech}
            links={coreTech.filter((t) => detail.coreTech.includes(t.id)).map(Detail.coreTechLink)}
          />
        </>
      ) : null}
    </Detail.Layout>
  );
}

export default withQuery(SolutionDetailPage);
