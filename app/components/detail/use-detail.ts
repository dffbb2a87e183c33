import type { DetailKind } from "../../../content/details/kind";
import type { ResolvedPage } from "../../../content/resolve";
import { useLazyContent } from "../../features/ecosystem/hooks/use-lazy-content";
import { edition } from "../../lib/edition";
import type { NotFoundKind } from "./detail-not-found";

/** Where a detail page finds its item's long form, and how it names an item it does not know. */
export interface DetailSource<D, K extends string = "id"> {
  /** The registry's kind of the page's items (content/details): where their long forms are. */
  kind: DetailKind<D>;
  notFound: NotFoundKind;
  /** The section's not-found wording: `title` ("{Kind} not found") and the heading over the suggestions. */
  text: { title: string; suggestions: string };
  /** Both the route parameter's and the item field's name; "id" unless given ("slug" for use cases). */
  key?: K;
}

/**
 * What a detail page shows: the item its route parameter names (none when the route resolved as not found), the
 * item's long form, loaded on demand, and what the not-found state needs when there is no item.
 */
export function useDetail<T extends Record<K, string>, D, K extends string = "id">(
  page: ResolvedPage,
  items: readonly T[],
  source: DetailSource<D, K>,
) {
  const key = source.key ?? ("id" as K);
  const requested = page.params[key] ?? "";
  const item = page.status === 200 ? items.find((i) => i[key] === requested) : undefined;
  const detail = useLazyContent(item ? source.kind.items[requested]?.[edition.locale] : undefined)?.detail;
  return { item, detail, notFound: { kind: source.notFound, text: source.text, requested } };
}
