import type { Locale } from "../locales";
import type { RouteId } from "../routes";

/**
 * A detail module: the long form of one item in one language (content/data/<kind>-details/<id>.ts and its Korean
 * sibling under content/ko/), exported as `detail`.
 */
export interface DetailModule<T> {
  detail: T;
}

/** Where an item's long form is, in each edition: one lazily imported module per language. */
export type DetailLoaders<T> = Readonly<Record<Locale, () => Promise<DetailModule<T>>>>;

/**
 * One kind of detail item (solutions, core technologies, platforms...): the routes that show an item of the kind,
 * and its items, in the order the site lists them, each with its long form's modules. The key of an item is its
 * id: the route parameter, or the `props` value of a route of its own.
 */
export interface DetailKind<T, Id extends string = string> {
  /** The routes whose page shows one item of this kind (content/routes.ts). */
  routes: readonly RouteId[];
  items: Readonly<Record<Id, DetailLoaders<T>>>;
}

/** The item ids of a kind, in its order. */
export const detailIds = <Id extends string>(kind: DetailKind<unknown, Id>): readonly Id[] =>
  Object.keys(kind.items) as Id[];

export function isDetailId<Id extends string>(kind: DetailKind<unknown, Id>, id: string): id is Id {
  return Object.hasOwn(kind.items, id);
}

/** Every item's long form in both languages, keyed by id: for the server and the tests, which read them all. */
export async function loadAllDetails<T, Id extends string>(
  kind: DetailKind<T, Id>,
): Promise<Record<Id, Record<Locale, T>>> {
  const entries = await Promise.all(
    detailIds(kind).map(async (id) => {
      const loaders = kind.items[id];
      const [en, ko] = await Promise.all([loaders.en(), loaders.ko()]);
      return [id, { en: en.detail, ko: ko.detail }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<Id, Record<Locale, T>>;
}
