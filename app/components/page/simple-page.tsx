import type { PageProps } from "../../router/lazy-page";
import { PageHeader } from "./page-header";

/** A page that shows its registry title and description; used until a page has its full content. */
export function SimplePage({ page }: PageProps) {
  return <PageHeader title={page.title} lead={page.description} />;
}
