import { Link } from "wouter";
import { coreTechnologies } from "../../content/data/core-tech";
import { useCaseDetailLoaders } from "../../content/data/use-case-details";
import { useCases } from "../../content/data/use-cases";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import { DetailNotFound } from "../components/ecosystem/detail-not-found";
import { CheckList } from "../components/ecosystem/text-blocks";
import { PageHeader } from "../components/page/page-header";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import { Badge } from "../components/ui/badge";
import { LinkButton } from "../components/ui/button";
import { Section } from "../components/ui/section";
import type { PageProps } from "../router/lazy-page";

export default function UseCaseDetailPage({ page }: PageProps) {
  const slug = page.params.slug ?? "";
  const useCase = page.status === 200 ? useCases.find((u) => u.slug === slug) : undefined;
  const detail = useLazyContent(`use-case:${slug}`, useCase ? useCaseDetailLoaders[useCase.slug] : undefined);

  if (!useCase || !detail) {
    return (
      <DetailNotFound
        kind={m.notFound.useCase}
        requested={slug}
        titleTemplate={m.notFound.title}
        suggestionsLabel={m.notFound.suggestions}
        suggestions={useCases.map((u) => ({ label: u.title, href: `/devhub/use-cases/${u.slug}` }))}
      />
    );
  }

  const techs = coreTechnologies.filter((t) => useCase.coreTech.includes(t.id));

  return (
    <>
      <PageHeader title={useCase.title} lead={useCase.summary}>
        <p className="mt-3 text-sm font-medium text-indigo-800">{detail.audience}</p>
      </PageHeader>
      <Section id="problem" title={m.useCase.problem}>
        <p className="max-w-3xl text-slate-800">{detail.problem}</p>
      </Section>
      <Section id="solution" title={m.useCase.solution}>
        <p className="max-w-3xl text-slate-800">{detail.solution}</p>
      </Section>
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
        <ul className="mt-2 flex flex-wrap gap-3">
          {techs.map((t) => (
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
      <Section id="code" title={m.useCase.code}>
        <CodeBlock {...detail.code} />
      </Section>
      <Section id="outcomes" title={m.useCase.outcomes}>
        <CheckList items={detail.outcomes} />
      </Section>
      <div className="mx-auto max-w-6xl px-4 pb-12 pt-4">
        <LinkButton href="/devhub/hub" variant="secondary">
          {m.useCase.backToHub}
        </LinkButton>
      </div>
    </>
  );
}
