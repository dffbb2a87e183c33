import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { ResolvedPage } from "../../content/resolve";

export interface PageProps {
  page: ResolvedPage;
}

export type LazyPage = LazyExoticComponent<ComponentType<PageProps>> & {
  /** Load the page's code ahead of rendering (before hydration, or on link hover). */
  preload: () => Promise<unknown>;
};

export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  return Object.assign(lazy(load), { preload: load });
}
