/**
 * Both editions side by side, for the server and the build (the navigator answers in either language, the
 * sitemap lists both, the prerender renders both, the server renders 404 pages for both). The app never imports
 * this module: each edition's build carries only its own text (content/locale.ts and the modules the Korean build
 * swaps in).
 */
import { coreTechnologies } from "./data/core-tech";
import { openSourceProjects } from "./data/opensource";
import { solutions } from "./data/solutions";
import { technologies } from "./data/technologies";
import { useCases } from "./data/use-cases";
import { edition as english } from "./locale";
import type { Locale } from "./locales";
import { createResolver, type Resolver } from "./resolve";
import { routeText } from "./route-text";
import { defineRoutes, type RouteContent, type RouteDef } from "./routes";
import { coreTechnologies as koCoreTechnologies } from "./ko/data/core-tech";
import { openSourceProjects as koOpenSourceProjects } from "./ko/data/opensource";
import { solutions as koSolutions } from "./ko/data/solutions";
import { technologies as koTechnologies } from "./ko/data/technologies";
import { useCases as koUseCases } from "./ko/data/use-cases";
import { edition as korean } from "./ko/locale";
import { routeText as koRouteText } from "./ko/route-text";

export interface Edition extends Resolver {
  locale: Locale;
  /** "" or "/ko": where the edition's pages live. */
  prefix: string;
  routes: readonly RouteDef[];
  notFoundRoute: RouteDef;
  content: RouteContent;
}

function edition(info: typeof english, text: typeof routeText, content: RouteContent): Edition {
  const { routes, notFoundRoute } = defineRoutes(text, content);
  return {
    locale: info.locale,
    prefix: info.prefix,
    routes,
    notFoundRoute,
    content,
    ...createResolver(routes, notFoundRoute),
  };
}

export const editions: Readonly<Record<Locale, Edition>> = {
  en: edition(english, routeText, {
    solutions,
    coreTechnologies,
    openSourceProjects,
    technologies,
    useCases,
  }),
  ko: edition(korean, koRouteText, {
    solutions: koSolutions,
    coreTechnologies: koCoreTechnologies,
    openSourceProjects: koOpenSourceProjects,
    technologies: koTechnologies,
    useCases: koUseCases,
  }),
};

/** The edition an absolute site path belongs to, and the path within it ("/ko/labs" -> Korean, "/labs"). */
export function editionOf(absolutePath: string): { edition: Edition; path: string } {
  const ko = editions.ko;
  if (absolutePath === ko.prefix || absolutePath.startsWith(`${ko.prefix}/`))
    return { edition: ko, path: absolutePath.slice(ko.prefix.length) || "/" };
  return { edition: editions.en, path: absolutePath };
}

/** The absolute site path of an edition's page. */
export const absolutePath = (e: Pick<Edition, "prefix">, path: string): string =>
  e.prefix === "" ? path : path === "/" ? e.prefix : `${e.prefix}${path}`;
