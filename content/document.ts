import type { ResolvedPage } from "./resolve";

/** The document <title> of a page; the registry title plus the hub name keeps every title unique. */
export function documentTitle(page: Pick<ResolvedPage, "title" | "route">): string {
  if (page.route.id === "home") return "Nullspace Hub | Building a safer digital world with cryptography";
  return `${page.title} | Nullspace Hub`;
}
