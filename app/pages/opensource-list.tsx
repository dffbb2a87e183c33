import { useState } from "react";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { fill } from "../../content/fill";
import { OpenSourceCard } from "../components/ecosystem/opensource-card";
import { PageHeader } from "../components/page/page-header";
import { SelectFilter } from "../components/ui/select-filter";
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
        <SelectFilter
          label={m.openSource.filterLabel}
          allLabel={m.openSource.allLanguages}
          options={languages.map((l) => ({ value: l, label: l }))}
          value={language}
          onChange={setLanguage}
        />
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
