import { ArrowLeft, CheckCircle2 } from "../components/ui/icons";
import { enterpriseDetailText as d } from "../../content/data/enterprise-solutions";
import { enterpriseDetails } from "../../content/details/enterprise";
import { isDetailId } from "../../content/details/kind";
import { fill } from "../../content/fill";
import { DetailLayout } from "../components/detail/detail-layout";
import { ArchitectureDiagram } from "../components/enterprise/architecture-diagram";
import { solutionIcons } from "../components/enterprise/solution-icons";
import { PageHeader } from "../components/page/page-header";
import { Badge } from "../components/ui/badge";
import { LinkButton } from "../components/ui/button";
import { Card, CardGrid } from "../components/ui/card";
import { ContactButton } from "../features/contact/components/contact-button";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import { edition } from "../lib/edition";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

/** /enterprise/{solution}: hero, core features, use cases, architecture overview and the page's contact dialog. */
export default function Page({ page }: PageProps) {
  const id = page.route.props?.solution ?? "";
  const solution = useLazyContent(
    isDetailId(enterpriseDetails, id) ? enterpriseDetails.items[id][edition.locale] : undefined,
  )?.detail;
  if (!solution) return <PageHeader title={page.title} lead={d.unknown} />;
  const Icon = solutionIcons[solution.id];
  return (
    <DetailLayout
      hero={
        <PageHeader title={page.title} lead={solution.hero.lead}>
          <p className="mt-4 flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-indigo-700">
            <Icon className="h-5 w-5" aria-hidden="true" />
            {solution.hero.eyebrow}
          </p>
          <p className="mt-2 text-xl font-medium text-slate-900">{solution.hero.title}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            {solution.hero.highlights.map((h) => (
              <li key={h}>
                <Badge tone="indigo">{h}</Badge>
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <ContactButton copy={solution.contact}>{solution.contactButton}</ContactButton>
            <LinkButton href="/enterprise" variant="secondary">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {d.allSolutions}
            </LinkButton>
          </div>
        </PageHeader>
      }
    >
      <Section id="features" title={d.coreFeaturesHeading}>
        <CardGrid
          columns="sm:grid-cols-2 lg:grid-cols-3"
          items={solution.coreFeatures.map((f) => ({
            title: f.title,
            text: f.description,
            icon: <CheckCircle2 className="h-5 w-5 shrink-0 text-emerald-600" aria-hidden="true" />,
          }))}
        />
      </Section>

      <Section id="use-cases" title={d.useCasesHeading}>
        <CardGrid
          columns="md:grid-cols-2"
          items={solution.useCases.map((u) => ({
            title: u.title,
            text: u.description,
            eyebrow: <Badge>{u.industry}</Badge>,
          }))}
        />
      </Section>

      <Section id="architecture" title={d.architectureHeading}>
        <p className="max-w-3xl text-slate-700">{solution.architecture.summary}</p>
        <Card className="mt-4">
          <ArchitectureDiagram
            layers={solution.architecture.layers}
            label={fill(d.diagramLabel, { name: solution.name })}
          />
        </Card>
        <dl className="mt-4 grid gap-3 sm:grid-cols-2">
          {solution.architecture.layers.map((layer) => (
            <div key={layer.name}>
              <dt className="font-medium text-slate-900">{layer.name}</dt>
              <dd className="text-sm text-slate-700">{layer.components.join(", ")}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {solution.architecture.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
        <div className="mt-8">
          <ContactButton copy={solution.contact} variant="secondary">
            {solution.contactButton}
          </ContactButton>
        </div>
      </Section>
    </DetailLayout>
  );
}
