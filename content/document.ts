import type { ResolvedPage } from "./resolve";
import { siteText } from "./site-text";

/** The longest document title search results show whole (the HTML validator holds every page to it). */
export const MAX_TITLE_LENGTH = 70;

/**
 * The document <title> of a page in the edition's language (the Korean build swaps in content/ko/site-text.ts); the
 * registry title plus the hub name keeps every title unique. A registry title too long for that keeps the part
 * before its colon (a core technology's "ML-DSA" without its full name, which the page's heading shows); the home
 * page gives the hub's promise in short.
 */
export function documentTitle(page: Pick<ResolvedPage, "title" | "route">): string {
  if (page.route.id === "home") return `${siteText.hubTitle} | ${siteText.shortTagline}`;
  const title = `${page.title} | ${siteText.hubTitle}`;
  if (title.length <= MAX_TITLE_LENGTH) return title;
  return `${page.title.split(": ")[0] ?? page.title} | ${siteText.hubTitle}`;
}
