import { Link } from "wouter";
import { solutionDetailLoaders } from "../../content/data/solution-details";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { CategoryLabel } from "../components/ecosystem/category-label";
import { DetailHero } from "../components/ecosystem/detail-hero";
import { DetailNotFound } from "../components/ecosystem/detail-not-found";
import { StatusBadge } from "../components/ecosystem/status-badge";
import { CheckList, StepList } from "../components/ecosystem/text-blocks";
import { Badge } from "../components/ui/badge";
import { LinkButton } from "../components/ui/button";
import { Card } from "../components/ui/card";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import { useLazyContent } from "../features/ecosystem/hooks/use-lazy-content";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

function SolutionDetailPage({ page }: PageProps) {
  const solutions = useSolutions();
  const coreTech = useCoreTech();
  const id = page.params.id ?? "";
  const solution = page.status === 200 ? solutions.find((s) => s.id === id) : undefined;
  const detail = useLazyContent(`solution:${id}`, solution ? solutionDetailLoaders[solution.id] : undefined);

  if (!solution) {
    return (
      <DetailNotFound
        kind={m.notFound.solution}
        requested={id}
        titleTemplate={m.notFound.title}
        suggestionsLabel={m.notFound.suggestions}
        suggestions={solutions
          .slice(0, 4)
          .map((s) => ({ label: s.name, href: `/ecosystem/solutions/${s.id}` }))}
      />
    );
  }

  const builtOn = coreTech.filter((t) => detail?.coreTech.includes(t.id));

  return (
    <>
      <DetailHero
        logoUrl={solution.logoUrl}
        title={solution.name}
        lead={solution.shortDescription}
        badges={
          <>
            <StatusBadge status={solution.status} />
            <CategoryLabel category={solution.category} />
          </>
        }
      />
      <div className="mx-auto max-w-6xl px-4">
        <ul className="flex flex-wrap gap-2" aria-label={m.labels.tags}>
          {solution.tags.map((tag) => (
            <li key={tag}>
              <Badge tone="indigo">{tag}</Badge>
            </li>
          ))}
        </ul>
      </div>
      {detail ? (
        <>
          <Section id="overview" title={m.solution.overview}>
            <p className="max-w-3xl text-slate-800">{detail.overview}</p>
          </Section>
          <Section id="features" title={m.solution.features}>
            <ul className="grid gap-4 md:grid-cols-2">
              {detail.features.map((f) => (
                <li key={f.title}>
                  <Card className="h-full">
                    <h3 className="font-semibold text-slate-900">{f.title}</h3>
                    <p className="mt-2 text-slate-700">{f.body}</p>
                  </Card>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="how-it-works" title={m.solution.howItWorks}>
            <StepList steps={detail.howItWorks} />
          </Section>
          <Section id="use-cases" title={m.solution.useCases}>
            <CheckList items={detail.useCases} />
          </Section>
          {builtOn.length > 0 ? (
            <Section id="built-on" title={m.solution.coreTech}>
              <ul className="flex flex-wrap gap-3">
                {builtOn.map((t) => (
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
        </>
      ) : null}
      <div className="mx-auto flex max-w-6xl flex-wrap gap-3 px-4 pb-12 pt-4">
        {detail?.servicePath ? (
          <LinkButton href={detail.servicePath}>{m.solution.servicePage}</LinkButton>
        ) : null}
        <LinkButton href="/ecosystem/solutions" variant="secondary">
          {m.solution.backToList}
        </LinkButton>
      </div>
    </>
  );
}

export default withQuery(SolutionDetailPage);
