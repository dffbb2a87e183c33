import { useState, type ReactNode } from "react";
import { ecosystemMessages as m } from "../../content/messages/ecosystem";
import { fill } from "../../content/fill";
import { CoreTechCard } from "../components/ecosystem/core-tech-card";
import { ExploreFilters, type StatusGroup } from "../components/ecosystem/explore-filters";
import { ExploreTabs, isExploreTab } from "../components/ecosystem/explore-tabs";
import { SolutionCard } from "../components/ecosystem/solution-card";
import { PageHeader } from "../components/page/page-header";
import { GridList } from "../components/ui/grid-list";
import { Section } from "../components/ui/section";
import { useCoreTech } from "../features/ecosystem/api/get-core-tech";
import { useSolutions } from "../features/ecosystem/api/get-solutions";
import {
  categoriesOf,
  distinct,
  emptyFilter,
  filterCoreTech,
  filterSolutions,
  type ExploreFilter,
} from "../features/ecosystem/lib/explore-filter";
import type { PageProps } from "../router/lazy-page";
import { withQuery } from "../lib/query-provider";

/** One kind of result: its cards, or a line saying the filter leaves none. */
function Results<T extends { id: string }>({
  id,
  title,
  className,
  items,
  children,
}: {
  id: string;
  title: string;
  className: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-slate-700">{m.explore.empty}</p>
      ) : (
        <GridList className={className} items={items}>
          {children}
        </GridList>
      )}
    </Section>
  );
}

/** /ecosystem/explore, /ecosystem/solutions and /ecosystem/core-tech: one page, three tabs (route props). */
function ExplorePage({ page }: PageProps) {
  const tab = isExploreTab(page.route.props?.tab) ? page.route.props.tab : "all";
  const allSolutions = useSolutions();
  const allCoreTech = useCoreTech();
  const [filter, setFilter] = useState<ExploreFilter>(emptyFilter);

  const showSolutions = tab !== "core-tech";
  const showCoreTech = tab !== "solutions";
  const solutions = showSolutions ? filterSolutions(allSolutions, filter) : [];
  const coreTech = showCoreTech ? filterCoreTech(allCoreTech, filter) : [];
  const total = (showSolutions ? allSolutions.length : 0) + (showCoreTech ? allCoreTech.length : 0);

  const statusGroups: StatusGroup[] = [];
  if (showSolutions) {
    statusGroups.push({
      label: m.labels.status,
      options: distinct(allSolutions.map((s) => s.status)).map((s) => ({ value: s, label: m.status[s] })),
    });
  }
  if (showCoreTech) {
    statusGroups.push({
      label: m.labels.maturity,
      options: distinct(allCoreTech.map((t) => t.maturityLevel)).map((s) => ({
        value: s,
        label: m.maturity[s],
      })),
    });
  }

  return (
    <>
      <PageHeader title={page.title} lead={page.description} />
      <ExploreTabs current={tab} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <ExploreFilters
          value={filter}
          onChange={setFilter}
          categories={categoriesOf(showSolutions ? allSolutions : [], showCoreTech ? allCoreTech : [])}
          statusGroups={statusGroups}
        />
        <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="result-count">
          {fill(m.explore.resultCount, { count: solutions.length + coreTech.length, total })}
        </p>
      </div>
      {showSolutions ? (
        <Results
          id="solutions"
          title={m.explore.solutionsHeading}
          className="grid gap-4 md:grid-cols-2 lg:grid-cols-3"
          items={solutions}
        >
          {(s) => <SolutionCard solution={s} />}
        </Results>
      ) : null}
      {showCoreTech ? (
        <Results
          id="core-technologies"
          title={m.explore.coreTechHeading}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          items={coreTech}
        >
          {(t) => <CoreTechCard tech={t} />}
        </Results>
      ) : null}
    </>
  );
}

export default withQuery(ExplorePage);
