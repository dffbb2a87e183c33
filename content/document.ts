import type { ResolvedPage } from "./resolve";
import { siteText } from "./site-text";

/**
 * The document <title> of a page in the edition's language (the Korean build swaps in content/ko/site-text.ts); the
 * registry title plus the hub name keeps every title unique.
 */
export function documentTitle(page: Pick<ResolvedPage, "title" | "route">): string {
  if (page.route.id === "home") return `${siteText.hubTitle} | ${siteText.tagline}`;
  return `${page.title} | ${siteText.hubTitle}`;
}
