import type { ComponentType } from "react";
import type { ResolvedPage } from "../../content/resolve";
import { lazyComponent, type LazyComponent } from "../lib/lazy-component";

export interface PageProps {
  page: ResolvedPage;
}

/** A page module, loaded on demand; `preload` runs before hydration and on link hover. */
export type LazyPage = LazyComponent<PageProps>;

export function lazyPage(load: () => Promise<{ default: ComponentType<PageProps> }>): LazyPage {
  return lazyComponent(load, (m) => m.default);
}
