import { ArrowRight } from "../components/ui/icons";
import { useState } from "react";
import { Link } from "wouter";
import { coreTechnologies } from "../../content/data/core-tech";
import { useCases } from "../../content/data/use-cases";
import { devhubMessages as m } from "../../content/messages/devhub";
import { fill } from "../../content/fill";
import { PageHeader } from "../components/page/page-header";
import { Badge } from "../components/ui/badge";
import { SelectFilter } from "../components/ui/select-filter";
import type { PageProps } from "../router/lazy-page";

const techName = new Map(coreTechnologies.map((t) => [t.id, t.name]));

export default function UseCasesHubPage({ page }: PageProps) {
  const [tech, setTech] = useState("");
  const used = coreTechnologies.filter((t) => useCases.some((u) => u.coreTech.includes(t.id)));
  const shown = tech ? useCases.filter((u) => u.coreTech.includes(tech)) : useCases;

  return (
    <>
      <PageHeader title={page.title} lead={m.hub.lead} />
      <div className="mx-auto max-w-6xl px-4 pb-12">
        <SelectFilter
          label={m.hub.filterLabel}
          allLabel={m.hub.allTechnologies}
          options={used.map((t) => ({ value: t.id, label: t.name }))}
          value={tech}
          onChange={setTech}
        />
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {fill(m.hub.count, { count: shown.length })}
        </p>
        {shown.length === 0 ? <p className="mt-4 text-slate-700">{m.hub.empty}</p> : null}
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {shown.map((u) => (
            <li key={u.slug}>
              <article
                data-testid="use-case-card"
                className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md"
              >
                <h2 className="text-xl font-semibold text-slate-900">
                  <Link
                    href={`/devhub/use-cases/${u.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {u.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-slate-700">{u.summary}</p>
                <p className="sr-only">{m.useCase.technologies}</p>
                <ul className="mt-4 flex flex-wrap gap-2">
                  {u.coreTech.map((id) => (
                    <li key={id}>
                      <Badge tone="indigo">{techName.get(id) ?? id}</Badge>
                    </li>
                  ))}
                </ul>
                <span
                  className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-indigo-700"
                  aria-hidden="true"
                >
                  {m.hub.readMore}
                  <ArrowRight className="h-4 w-4" />
                </span>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
