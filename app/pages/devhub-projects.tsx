import { Link } from "wouter";
import { openSourceInstall } from "../../content/data/opensource-install";
import { fill } from "../../content/fill";
import { devhubMessages as m } from "../../content/messages/devhub";
import { CodeBlock } from "../components/devhub/code-block";
import { CategoryLabel } from "../components/ecosystem/category-label";
import { ProjectHead, RepoStats } from "../components/ecosystem/opensource-card";
import { MaturityBadge } from "../components/ecosystem/status-badge";
import { PageHeader } from "../components/page/page-header";
import { openSourceProjects } from "../../content/data/opensource";
import type { PageProps } from "../router/lazy-page";

/** The developer view of the open-source projects: each with its install command, ready to copy. */
function DevHubProjectsPage({ page }: PageProps) {
  // The listing is already in every page (the route registry names the projects): no API round trip or
  // TanStack Query chunk for DevHub; the Ecosystem pages show the same data through the API.
  const projects = openSourceProjects;
  return (
    <>
      <PageHeader title={page.title} lead={m.projects.lead} />
      <ul className="mx-auto grid max-w-6xl grid-cols-1 gap-4 px-4 pb-12 lg:grid-cols-2">
        {projects.map((p) => {
          const install = openSourceInstall[p.id];
          return (
            <li key={p.id}>
              <article
                data-testid="devhub-project"
                className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
              >
                <ProjectHead
                  project={p}
                  href={`/devhub/projects/${p.id}`}
                  headingLevel={2}
                  linkClassName="hover:text-indigo-800 hover:underline"
                />
                <p className="mt-3 text-sm text-slate-700">{p.shortDescription}</p>
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <MaturityBadge level={p.maturityLevel} />
                  <RepoStats project={p} />
                  <CategoryLabel category={p.category} />
                </div>
                {install ? (
                  <div className="mt-4">
                    <CodeBlock
                      language={install.language}
                      code={install.code}
                      title={fill(m.projects.installTitle, { name: p.name })}
                    />
                  </div>
                ) : null}
                <Link
                  href={`/devhub/projects/${p.id}`}
                  className="mt-4 text-sm font-medium text-indigo-700 underline hover:text-indigo-900"
                >
                  {m.projects.details}
                  <span className="sr-only">: {p.name}</span>
                </Link>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export default DevHubProjectsPage;
