import { useState } from "react";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { fill } from "../../content/fill";
import { OpenSourceCard } from "../components/ecosystem/opensource-card";
import { PageHeader } from "../components/page/page-header";
import { useOpenSourceProjects } from "../features/ecosystem/api/get-opensource-projects";
import { distinct } from "../features/ecosystem/lib/explore-filter";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

function OpenSourceListPage({ page }: PageProps) {
  const projects = useOpenSourceProjects();
  const [language, setLanguage] = useState("");
  const languages = distinct(projects.map((p) => p.language));
  const shown = language ? projects.filter((p) => p.language === language) : projects;

  return (
    <>
      <PageHeader title={page.title} lead={m.openSource.lead} />
      <div className="mx-auto max-w-6xl px-4">
        <label className="block max-w-xs text-sm font-medium text-slate-800">
          {m.openSource.filterLabel}
          <select
            value={language}
            onChange={(e) => setLanguage(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <option value="">{m.openSource.allLanguages}</option>
            {languages.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <p className="mt-3 text-sm text-slate-700" aria-live="polite">
          {fill(m.explore.resultCount, { count: shown.length, total: projects.length })}
        </p>
        <ul className="mt-4 grid gap-4 pb-12 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id}>
              <OpenSourceCard project={p} headingLevel={2} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

export default withQuery(OpenSourceListPage);
