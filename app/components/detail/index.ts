import { lazyComponent } from "../../lib/lazy-component";

// The kit the ecosystem and DevHub detail pages are made of; they import it whole, as a namespace
// (`import * as Detail from "../components/detail"`). Imported from here, the kit is one module graph and the
// build puts all of it in one chunk: those pages load all of it on their first load anyway, and one chunk weighs
// less than the four or five its pieces would otherwise make. The research and enterprise detail pages use the
// layout only and import it from its own file, so the rest of the kit stays out of their first load.
export { DetailHero as Hero } from "./detail-hero";
export { DetailLayout as Layout } from "./detail-layout";
export { DetailSection as Section } from "./detail-section";
export {
  coreTechLink,
  LinkChips,
  openSourceLink,
  RelatedSection,
  solutionLink,
  type RelatedLink,
} from "./related-links";
export { FactList } from "./fact-list";
export { useDetail, type DetailSource } from "./use-detail";

/**
 * Only a page whose item is unknown shows it (the server answers it with 404), so its code and icon stay out of
 * every other detail page's first load; on such a page the server's HTML stays until the code has arrived.
 */
export const NotFound = lazyComponent(
  () => import("./detail-not-found"),
  (m) => m.DetailNotFound,
);
