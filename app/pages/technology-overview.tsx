import { ArrowRight } from "../components/ui/icons";
import { Link } from "wouter";
import { papers } from "../../content/data/papers";
import { technologies } from "../../content/data/technologies";
import { researchMessages } from "../../content/messages/research";
import { fill } from "../../content/fill";
import { PageHeader } from "../components/page/page-header";
import type { PageProps } from "../router/lazy-page";

const m = researchMessages.technologies;

export default function TechnologyOverviewPage({ page }: PageProps) {
  return (
    <>
      <PageHeader title={page.title} lead={fill(m.lead, { count: technologies.length })} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {technologies.map((t) => {
            const count = papers.filter((p) => p.technologyId === t.id).length;
            return (
              <li key={t.id} data-testid="technology-card">
                <Link
                  href={`/research/technologies/${t.id}`}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  <h2 className="text-lg font-semibold text-slate-900">{t.name}</h2>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{t.summary}</p>
                  <p className="mt-4 flex items-center justify-between text-sm font-medium text-indigo-800">
                    <span>{fill(m.papersCount, { count })}</span>
                    <span className="inline-flex items-center gap-1">
                      {m.readMore} <ArrowRight aria-hidden className="size-4" />
                    </span>
                  </p>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </>
  );
}
