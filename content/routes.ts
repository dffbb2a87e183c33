/**
 * The route registry: the ONE list of the site's routes. It feeds the router, header, breadcrumbs, prerender,
 * sitemap, history titles and the navigator's candidate pages, for both editions: the structure is defined once
 * here, the visible text (title, breadcrumb label, description) comes from the edition's route text
 * (content/route-text.ts, content/ko/route-text.ts), and detail routes list their items from the edition's content.
 * `routes` and `notFoundRoute` are the build's own edition (the Korean build swaps the text and content modules);
 * the server builds both with `defineRoutes` (content/editions.ts).
 */
import { coreTechnologies } from "./data/core-tech";
import { openSourceProjects } from "./data/opensource";
import { solutions } from "./data/solutions";
import { technologies } from "./data/technologies";
import { useCases } from "./data/use-cases";
import { byId } from "./by-id";
import { fill } from "./fill";
import { routeText } from "./route-text";
import type { CoreTech, OpenSourceProject, Solution } from "./schemas/entities";
import type { EnterpriseSolutionId } from "./data/enterprise";
import type { PlatformId } from "./data/platform-details/types";
import { coreTechDetails } from "./details/core-tech";
import { enterpriseDetails, enterpriseRouteId } from "./details/enterprise";
import { detailIds, type DetailKind } from "./details/kind";
import { openSourceDetails } from "./details/opensource";
import { platformDetails, platformRouteId } from "./details/platforms";
import { solutionDetails } from "./details/solutions";
import { technologyDetails } from "./details/technologies";
import { useCaseDetails } from "./details/use-cases";
import type { SectionId } from "./sections";
import type { Technology } from "./data/technologies";
import type { UseCase } from "./data/use-cases";

/** Every route's id: the keys each edition's route text must cover (a missing one is a type error). */
export type RouteId =
  | "home"
  | "ecosystem"
  | "ecosystem-explore"
  | "ecosystem-solutions"
  | "solution-detail"
  | "ecosystem-core-tech"
  | "core-tech-detail"
  | "ecosystem-opensource"
  | "opensource-detail"
  | "research"
  | "technology-overview"
  | "technology-detail"
  | "whitepaper-library"
  | "project-roadmap"
  | "online-classroom"
  | "devhub"
  | "developer-program"
  | "devhub-program"
  | "use-cases-hub"
  | "use-case-detail"
  | "devhub-docs"
  | "devhub-opensource"
  | "project-detail"
  | "labs"
  | "community"
  | "service"
  | "services"
  | "community-forum"
  | `service-${PlatformId}`
  | "enterprise"
  | `enterprise-${EnterpriseSolutionId}`
  | "thank-you"
  | "privacy"
  | "security"
  | "not-found";

export type PageKey =
  | "home"
  | "ecosystem"
  | "explore"
  | "solution-detail"
  | "core-tech-detail"
  | "opensource-list"
  | "opensource-detail"
  | "research"
  | "technology-overview"
  | "technology-detail"
  | "whitepaper-library"
  | "project-roadmap"
  | "online-classroom"
  | "devhub"
  | "developer-program"
  | "use-cases-hub"
  | "use-case-detail"
  | "docs"
  | "devhub-projects"
  | "project-detail"
  | "labs"
  | "community"
  | "service"
  | "services"
  | "community-forum"
  | "platform"
  | "enterprise"
  | "enterprise-detail"
  | "thank-you"
  | "privacy"
  | "security"
  | "not-found";

export interface DetailItem {
  param: string;
  title: string;
  /** The page's meta description. Server-side only: empty in the client bundle's registry (ADR 0048). */
  description: string;
}

export interface RouteDef {
  /** Stable key, also used by the navigator's curated phrases. */
  id: RouteId;
  /** wouter pattern; detail routes have exactly one `:param` segment at the end. */
  path: string;
  page: PageKey;
  section: SectionId | null;
  /** Page title (h1 and history title). Detail routes take the item's title instead. */
  title: string;
  /** Meta description and the lead of some pages; also read by the navigator. */
  description: string;
  /** Breadcrumb label; defaults to title. */
  crumb?: string;
  /** Route id of the breadcrumb parent. */
  parent: string | null;
  /** Whether the inline chat panel starts open on this page. */
  chatPanel: boolean;
  /** Extra props handed to the page component (e.g. which platform a platform page shows). */
  props?: Readonly<Record<string, string>>;
  /** Canonical path when this route duplicates another (e.g. /devhub/program). */
  canonical?: string;
  /** Kept out of the sitemap and marked noindex. */
  noindex?: boolean;
  /** False for a page no visitor asks to be taken to (the form's confirmation): never a navigator destination. */
  destination?: boolean;
  /** Detail routes: the known items, from content. */
  items?: () => readonly DetailItem[];
}

/** What an edition says about a route. */
export interface RouteText {
  /** Page title (h1 and history title). Detail routes take the item's title instead. */
  title: string;
  /** Breadcrumb label; defaults to title. */
  crumb?: string;
  /** Meta description and the lead of some pages; also read by the navigator. */
  description: string;
  /** Detail routes whose item title is a phrase around the item's name: `{name}` is the name. */
  itemTitle?: string;
}
export type RouteTexts = Readonly<Record<RouteId, RouteText>>;

/** The content detail routes list their items from. */
export interface RouteContent {
  solutions: readonly Solution[];
  coreTechnologies: readonly CoreTech[];
  openSourceProjects: readonly OpenSourceProject[];
  technologies: readonly Technology[];
  useCases: readonly UseCase[];
}

type RouteSpec = Omit<RouteDef, keyof RouteText>;

/**
 * A detail route's items: the registry's items of `kind`, in its order, each titled and described from the
 * edition's entity of the same id. An item the entity list lacks is an error at build time.
 */
function itemsOf<E extends { id: string }>(
  kind: DetailKind<unknown>,
  entities: readonly E[],
  describe: (entity: E) => Omit<DetailItem, "param">,
): DetailItem[] {
  return detailIds(kind).map((id) => ({ param: id, ...describe(byId(entities, id)) }));
}

/** One edition's registry: the structure below with `text` and the items of `c`. */
export function defineRoutes(
  text: RouteTexts,
  c: RouteContent,
): { routes: readonly RouteDef[]; notFoundRoute: RouteDef } {
  const r = (spec: RouteSpec): RouteDef => ({ ...spec, ...text[spec.id] });
  const routes: RouteDef[] = [
    r({
      id: "home",
      path: "/",
      page: "home",
      section: null,
      parent: null,
      chatPanel: false,
    }),

    r({
      id: "ecosystem",
      path: "/ecosystem",
      page: "ecosystem",
      section: "ecosystem",
      parent: "home",
      chatPanel: true,
    }),
    r({
      id: "ecosystem-explore",
      path: "/ecosystem/explore",
      page: "explore",
      section: "ecosystem",
      parent: "ecosystem",
      chatPanel: false,
      props: { tab: "all" },
    }),
    r({
      id: "ecosystem-solutions",
      path: "/ecosystem/solutions",
      page: "explore",
      section: "ecosystem",
      parent: "ecosystem",
      chatPanel: false,
      props: { tab: "solutions" },
    }),
    r({
      id: "solution-detail",
      path: "/ecosystem/solutions/:id",
      page: "solution-detail",
      section: "ecosystem",
      parent: "ecosystem-solutions",
      chatPanel: false,
      items: () =>
        itemsOf(solutionDetails, c.solutions, (s) => ({ title: s.name, description: s.shortDescription })),
    }),
    r({
      id: "ecosystem-core-tech",
      path: "/ecosystem/core-tech",
      page: "explore",
      section: "ecosystem",
      parent: "ecosystem",
      chatPanel: false,
      props: { tab: "core-tech" },
    }),
    r({
      id: "core-tech-detail",
      path: "/ecosystem/core-tech/:id",
      page: "core-tech-detail",
      section: "ecosystem",
      parent: "ecosystem-core-tech",
      chatPanel: false,
      items: () =>
        itemsOf(coreTechDetails, c.coreTechnologies, (t) => ({
          title: `${t.name}: ${t.fullName}`,
          description: t.shortDescription,
        })),
    }),
    r({
      id: "ecosystem-opensource",
      path: "/ecosystem/opensource",
      page: "opensource-list",
      section: "ecosystem",
      parent: "ecosystem",
      chatPanel: false,
    }),
    r({
      id: "opensource-detail",
      path: "/ecosystem/opensource/:id",
      page: "opensource-detail",
      section: "ecosystem",
      parent: "ecosystem-opensource",
      chatPanel: false,
      items: () =>
        itemsOf(openSourceDetails, c.openSourceProjects, (p) => ({
          title: p.name,
          description: p.shortDescription,
        })),
    }),

    r({
      id: "research",
      path: "/research",
      page: "research",
      section: "research",
      parent: "home",
      chatPanel: true,
    }),
    r({
      id: "technology-overview",
      path: "/research/technology-overview",
      page: "technology-overview",
      section: "research",
      parent: "research",
      chatPanel: false,
    }),
    r({
      id: "technology-detail",
      path: "/research/technologies/:id",
      page: "technology-detail",
      section: "research",
      parent: "technology-overview",
      chatPanel: false,
      items: () =>
        itemsOf(technologyDetails, c.technologies, (t) => ({ title: t.name, description: t.summary })),
    }),
    r({
      id: "whitepaper-library",
      path: "/research/whitepaper-library",
      page: "whitepaper-library",
      section: "research",
      parent: "research",
      chatPanel: false,
    }),
    r({
      id: "project-roadmap",
      path: "/research/project-roadmap",
      page: "project-roadmap",
      section: "research",
      parent: "research",
      chatPanel: false,
    }),
    r({
      id: "online-classroom",
      path: "/research/online-classroom",
      page: "online-classroom",
      section: "research",
      parent: "research",
      chatPanel: false,
    }),

    r({
      id: "devhub",
      path: "/devhub",
      page: "devhub",
      section: "devhub",
      parent: "home",
      chatPanel: true,
    }),
    r({
      id: "developer-program",
      path: "/devhub/developer-program",
      page: "developer-program",
      section: "devhub",
      parent: "devhub",
      chatPanel: false,
    }),
    r({
      id: "devhub-program",
      path: "/devhub/program",
      page: "developer-program",
      section: "devhub",
      parent: "devhub",
      chatPanel: false,
      canonical: "/devhub/developer-program",
    }),
    r({
      id: "use-cases-hub",
      path: "/devhub/hub",
      page: "use-cases-hub",
      section: "devhub",
      parent: "devhub",
      chatPanel: false,
    }),
    r({
      id: "use-case-detail",
      path: "/devhub/use-cases/:slug",
      page: "use-case-detail",
      section: "devhub",
      parent: "use-cases-hub",
      chatPanel: false,
      items: () =>
        itemsOf(
          useCaseDetails,
          c.useCases.map((u) => ({ ...u, id: u.slug })),
          (u) => ({ title: u.title, description: u.summary }),
        ),
    }),
    r({
      id: "devhub-docs",
      path: "/devhub/docs",
      page: "docs",
      section: "devhub",
      parent: "devhub",
      chatPanel: false,
    }),
    r({
      id: "devhub-opensource",
      path: "/devhub/opensource-projects",
      page: "devhub-projects",
      section: "devhub",
      parent: "devhub",
      chatPanel: false,
    }),
    r({
      id: "project-detail",
      path: "/devhub/projects/:id",
      page: "project-detail",
      section: "devhub",
      parent: "devhub-opensource",
      chatPanel: false,
      items: () =>
        itemsOf(openSourceDetails, c.openSourceProjects, (p) => ({
          title: fill(text["project-detail"].itemTitle ?? "{name}", { name: p.name }),
          description: p.shortDescription,
        })),
    }),

    r({
      id: "labs",
      path: "/labs",
      page: "labs",
      section: "labs",
      parent: "home",
      chatPanel: false,
    }),
    r({
      id: "community",
      path: "/community",
      page: "community",
      section: "community",
      parent: "home",
      chatPanel: false,
    }),

    r({
      id: "service",
      path: "/service",
      page: "service",
      section: "service",
      parent: "home",
      chatPanel: true,
    }),
    r({
      id: "services",
      path: "/service/services",
      page: "services",
      section: "service",
      parent: "service",
      chatPanel: false,
    }),
    r({
      id: "community-forum",
      path: "/service/community-forum",
      page: "community-forum",
      section: "service",
      parent: "service",
      chatPanel: false,
    }),
    // One route per platform, in the registry's order (content/details/platforms.ts).
    ...detailIds(platformDetails).map((id) =>
      r({
        id: platformRouteId(id),
        path: `/service/${id}`,
        page: "platform",
        section: "service",
        parent: "services",
        chatPanel: false,
        props: { platform: id },
      }),
    ),

    r({
      id: "enterprise",
      path: "/enterprise",
      page: "enterprise",
      section: "enterprise",
      parent: "home",
      chatPanel: false,
    }),
    // One route per enterprise solution, in the registry's order (content/details/enterprise.ts).
    ...detailIds(enterpriseDetails).map((id) =>
      r({
        id: enterpriseRouteId(id),
        path: `/enterprise/${id}`,
        page: "enterprise-detail",
        section: "enterprise",
        parent: "enterprise",
        chatPanel: false,
        props: { solution: id },
      }),
    ),

    r({
      id: "thank-you",
      path: "/thank-you",
      page: "thank-you",
      section: null,
      parent: "home",
      chatPanel: false,
      destination: false,
      // Indexable on purpose: a noindex page scores 66 in Lighthouse's SEO category, and every registry route is
      // held to 100. Set `noindex: true` here to keep it out of search engines (and the sitemap) at that cost.
    }),

    // The trust pages, linked from every page's footer: what the site does with personal data, and how to report
    // a vulnerability (/.well-known/security.txt points at the latter).
    r({
      id: "privacy",
      path: "/privacy",
      page: "privacy",
      section: null,
      parent: "home",
      chatPanel: false,
    }),
    r({
      id: "security",
      path: "/security",
      page: "security",
      section: null,
      parent: "home",
      chatPanel: false,
    }),
  ];

  const notFoundRoute: RouteDef = {
    ...text["not-found"],
    id: "not-found",
    path: "/404",
    page: "not-found",
    section: null,
    parent: "home",
    chatPanel: false,
    noindex: true,
  };
  return { routes, notFoundRoute };
}

/** This build's edition. */
export const { routes, notFoundRoute } = defineRoutes(routeText, {
  solutions,
  coreTechnologies,
  openSourceProjects,
  technologies,
  useCases,
});
