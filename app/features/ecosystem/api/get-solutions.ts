import { apiPath } from "../../../lib/edition";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { Solution } from "../../../../content/schemas/entities";

/** GET /api/solutions through the default query function; the server validated the list at boot. */
export const solutionsQueryOptions = () =>
  queryOptions<readonly Solution[]>({ queryKey: [apiPath("/api/solutions")] });

/** Suspends until the list is there, so the prerender waits for it and embeds it in the page. */
export function useSolutions() {
  return useSuspenseQuery(solutionsQueryOptions()).data;
}
