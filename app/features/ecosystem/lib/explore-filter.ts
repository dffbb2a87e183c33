import type { Category, CoreTech, Solution } from "../../../../content/schemas/entities";

/** The explore page's filter: "" means "any". */
export interface ExploreFilter {
  category: Category | "";
  /** A solution status (active, beta, coming-soon) or a core-tech maturity (Production, Development, Research). */
  status: string;
}

export const emptyFilter: ExploreFilter = { category: "", status: "" };

export function filterSolutions(list: readonly Solution[], filter: ExploreFilter): Solution[] {
  return list.filter(
    (s) =>
      (!filter.category || s.category === filter.category) && (!filter.status || s.status === filter.status),
  );
}

export function filterCoreTech(list: readonly CoreTech[], filter: ExploreFilter): CoreTech[] {
  return list.filter(
    (t) =>
      (!filter.category || t.category === filter.category) &&
      (!filter.status || t.maturityLevel === filter.status),
  );
}

/** Distinct values in first-seen order, so option lists follow the content's order and never show a dead option. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The categories that occur in the visible lists. */
export function categoriesOf(solutions: readonly Solution[], coreTech: readonly CoreTech[]): Category[] {
  return distinct([...solutions.map((s) => s.category), ...coreTech.map((t) => t.category)]);
}
