import { apiPath } from "../../../lib/edition";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { OpenSourceProject } from "../../../../content/schemas/entities";

/** GET /api/opensource-projects-v2 through the default query function; validated by the server at boot. */
export const openSourceProjectsQueryOptions = () =>
  queryOptions<readonly OpenSourceProject[]>({ queryKey: [apiPath("/api/opensource-projects-v2")] });

/** Suspends until the list is there, so the prerender waits for it and embeds it in the page. */
export function useOpenSourceProjects() {
  return useSuspenseQuery(openSourceProjectsQueryOptions()).data;
}
