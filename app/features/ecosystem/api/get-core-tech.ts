import { apiPath } from "../../../lib/edition";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import type { CoreTech } from "../../../../content/schemas/entities";

/** GET /api/core-tech through the default query function; the server validated the list at boot. */
export const coreTechQueryOptions = () =>
  queryOptions<readonly CoreTech[]>({ queryKey: [apiPath("/api/core-tech")] });

/** Suspends until the list is there, so the prerender waits for it and embeds it in the page. */
export function useCoreTech() {
  return useSuspenseQuery(coreTechQueryOptions()).data;
}
