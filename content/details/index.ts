/**
 * The detail-item registry: every item that has a page of its own, per kind, with where its long form is in each
 * edition. The route registry lists its detail pages from it (content/routes.ts), so the prerender and the sitemap
 * do too; the app's detail pages load their long forms through it; the navigator reads every long form through it
 * (server/navigator/detail-modules.ts). scripts/lib/detail-registry.test.ts checks that every item reaches every one
 * of them.
 *
 * The app imports a kind's own module (content/details/<kind>.ts), so that a page carries the loaders of its kind
 * only; this index, with every kind, is for the build, the server and the tests.
 */
import { coreTechDetails } from "./core-tech";
import { enterpriseDetails } from "./enterprise";
import { detailIds, isDetailId, type DetailKind } from "./kind";
import { openSourceDetails } from "./opensource";
import { platformDetails } from "./platforms";
import { solutionDetails } from "./solutions";
import { technologyDetails } from "./technologies";
import { useCaseDetails } from "./use-cases";

export const detailKinds = {
  solution: solutionDetails,
  coreTech: coreTechDetails,
  openSource: openSourceDetails,
  useCase: useCaseDetails,
  technology: technologyDetails,
  platform: platformDetails,
  enterprise: enterpriseDetails,
} as const satisfies Readonly<Record<string, DetailKind<unknown>>>;

export type DetailKindName = keyof typeof detailKinds;

export const DETAIL_KIND_NAMES = Object.keys(detailKinds) as DetailKindName[];

/** The kind and item a page of `routeId` shows for `key` (its route parameter or `props` value), if any. */
export function detailOfRoute(
  routeId: string,
  key: string,
): { kind: DetailKindName; id: string } | undefined {
  for (const kind of DETAIL_KIND_NAMES) {
    const k: DetailKind<unknown> = detailKinds[kind];
    if ((k.routes as readonly string[]).includes(routeId) && isDetailId(k, key)) return { kind, id: key };
  }
  return undefined;
}

export { detailIds };
