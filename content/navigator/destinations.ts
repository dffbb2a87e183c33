import { allPages, type ResolvedPage } from "../resolve";

/**
 * The pages the navigator may answer with: every page of the registry that exists, once (a route that duplicates
 * another, such as /devhub/program, is represented by its canonical page), except pages no visitor asks for.
 */
export function navigatorDestinations(): ResolvedPage[] {
  return allPages().filter(
    (p) => p.status === 200 && p.canonical === p.path && p.route.destination !== false,
  );
}
