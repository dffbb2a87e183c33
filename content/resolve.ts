import { notFoundRoute, routes, type DetailItem, type RouteDef } from "./routes";

export interface Crumb {
  label: string;
  path: string;
}

/** A concrete page: a route plus, for detail routes, the item its parameter names. */
export interface ResolvedPage {
  route: RouteDef;
  path: string;
  params: Readonly<Record<string, string>>;
  title: string;
  description: string;
  /** Canonical path of this page (itself unless the route names another). */
  canonical: string;
  /** 200 for a known page; 404 for an unknown path or an unknown detail id. */
  status: 200 | 404;
  breadcrumbs: readonly Crumb[];
}

/** Strip query, hash and a trailing slash; decode percent-escapes safely. */
export function normalizePath(raw: string): string {
  const bare = raw.split(/[?#]/, 1)[0] ?? "/";
  let path = bare;
  try {
    path = decodeURI(bare);
  } catch {
    // Malformed escapes stay as sent; they will simply not match any route.
  }
  if (!path.startsWith("/")) path = `/${path}`;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}

export interface Resolver {
  routeById: (id: string) => RouteDef | undefined;
  /** Resolve any path to the page it shows. Static routes win over patterns (e.g. /service/services). */
  resolvePath: (rawPath: string) => ResolvedPage;
  /** Every concrete page of the site (detail routes expanded), in registry order. */
  allPages: () => ResolvedPage[];
}

function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split("/");
  const got = path.split("/");
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i] ?? "";
    const g = got[i] ?? "";
    if (w.startsWith(":")) {
      if (g === "") return null;
      params[w.slice(1)] = g;
    } else if (w !== g) return null;
  }
  return params;
}

function detailItem(route: RouteDef, params: Record<string, string>): DetailItem | undefined {
  const value = Object.values(params)[0];
  return route.items?.().find((item) => item.param === value);
}

function trail(byId: ReadonlyMap<string, RouteDef>, route: RouteDef, self: Crumb): Crumb[] {
  const crumbs: Crumb[] = [self];
  let parent = route.parent ? byId.get(route.parent) : undefined;
  while (parent) {
    crumbs.unshift({ label: parent.crumb ?? parent.title, path: parent.path });
    parent = parent.parent ? byId.get(parent.parent) : undefined;
  }
  return crumbs;
}

function notFound(
  byId: ReadonlyMap<string, RouteDef>,
  notFoundRoute: RouteDef,
  path: string,
  route: RouteDef = notFoundRoute,
  params: Record<string, string> = {},
): ResolvedPage {
  const self = { label: notFoundRoute.crumb ?? notFoundRoute.title, path };
  return {
    route,
    path,
    params,
    title: notFoundRoute.title,
    description: notFoundRoute.description,
    canonical: path,
    status: 404,
    breadcrumbs: trail(byId, route === notFoundRoute ? notFoundRoute : route, self),
  };
}

/** The lookups over one edition's registry. */
export function createResolver(routes: readonly RouteDef[], notFoundRoute: RouteDef): Resolver {
  const byId: ReadonlyMap<string, RouteDef> = new Map(routes.map((route) => [route.id, route]));
  function resolvePath(rawPath: string): ResolvedPage {
    const path = normalizePath(rawPath);
    const exact = routes.find((route) => !route.items && route.path === path);
    if (exact) {
      return {
        route: exact,
        path,
        params: {},
        title: exact.title,
        description: exact.description,
        canonical: exact.canonical ?? exact.path,
        status: 200,
        breadcrumbs: trail(byId, exact, { label: exact.crumb ?? exact.title, path }),
      };
    }
    for (const route of routes) {
      if (!route.items) continue;
      const params = matchPattern(route.path, path);
      if (!params) continue;
      const item = detailItem(route, params);
      if (!item) return notFound(byId, notFoundRoute, path, route, params);
      return {
        route,
        path,
        params,
        title: item.title,
        description: item.description,
        canonical: path,
        status: 200,
        breadcrumbs: trail(byId, route, { label: item.title, path }),
      };
    }
    return notFound(byId, notFoundRoute, path);
  }

  function allPages(): ResolvedPage[] {
    const pages: ResolvedPage[] = [];
    for (const route of routes) {
      const paths = route.items
        ? route.items().map((item) => route.path.replace(/:[a-z]+$/i, encodeURIComponent(item.param)))
        : [route.path];
      for (const path of paths) pages.push(resolvePath(path));
    }
    return pages;
  }
  return { routeById: (id) => byId.get(id), resolvePath, allPages };
}

/** This build's edition. */
export const { routeById, resolvePath, allPages } = createResolver(routes, notFoundRoute);
