import { coreTechnologies } from "../../content/data/core-tech";
import { useCaseDetails } from "../../content/details/use-cases";
import { useCases } from "../../content/data/use-cases";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import * as Detail from "../components/detail";
import { PageHeader } from "../components/page/page-header";
import { Badge } from "../components/ui/badge";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

/** Where this page finds its long forms, and how it names an unknown item. */
const source = {
  kind: useCaseDetails,
  notFound: m.notFound.useCase,
  text: m.notFound,
  key: "slug" as const,
};

export default function UseCaseDetailPage({ page }: PageProps) {
  const { item: useCase, detail, notFound } = Detail.useDetail(page, useCases, source);

  if (!useCase || !detail) {
    return (
      <Detail.NotFound
        {...notFound}
        suggestions={useCases.map((u) => ({ label: u.title, href: `/devhub/use-cases/${u.slug}` }))}
      />
    );
  }

  return (
    <Detail.Layout
      hero={
        <PageHeader title={useCase.title} lead={useCase.summary}>
          <p className="mt-3 text-sm font-medium text-indigo-800">{detail.audience}</p>
        </PageHeader>
      }
      back={{ href: "/devhub/hub", label: m.useCase.backToHub }}
    >
      <Detail.Section id="problem" title={m.useCase.problem} text={detail.problem} />
      <Detail.Section id="solution" title={m.useCase.solution} text={detail.solution} />
      <Section id="architecture" title={m.useCase.architecture}>
        <ol className="grid gap-3 md:grid-cols-2">
          {detail.architecture.map((part, i) => (
            <li key={part.name} className="rounded-xl border border-slate-200 bg-white p-4">
              <span className="text-xs font-semibold text-indigo-800">{i + 1}</span>
              <h3 className="font-semibold text-slate-900">{part.name}</h3>
              <p className="mt-1 text-sm text-slate-700">{part.role}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="technologies" title={m.useCase.technologies}>
        <ul className="flex flex-wrap gap-2">
          {detail.stack.map((name) => (
            <li key={name}>
              <Badge tone="neutral">{name}</Badge>
            </li>
          ))}
        </ul>
        <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600">
          {m.useCase.related}
        </h3>
        <Detail.LinkChips
          className="mt-2"
          links={coreTechnologies.filter((t) => useCase.coreTech.includes(t.id)).map(Detail.coreTechLink)}
        />
      </Section>
      <Section id="code" title={m.useCase.code}>
        <CodeBlock {...detail.code} />
      </Section>
      <Detail.Section id="outcomes" title={m.useCase.outcomes} checks={detail.outcomes} />
    </Detail.Layout>
  );
}
