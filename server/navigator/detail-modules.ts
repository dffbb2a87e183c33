/**
 * The long form of every detail page, English and Korean, loaded once at start-up through the detail-item registry
 * (content/details): the app loads one item's long form with its page, the navigator reads them all. The registry's
 * loaders import literal paths, so the server bundle carries every module; scripts/lib/detail-registry.test.ts
 * checks that every item of every kind reaches the navigator's page text.
 */
import { DETAIL_KIND_NAMES, detailKinds, type DetailKindName } from "../../content/details";
import { loadAllDetails } from "../../content/details/kind";
import type { Locale } from "../../content/locales";

/** Per kind, per item id: the item's long form in each language. */
export type DetailTexts = Readonly<
  Record<DetailKindName, Readonly<Record<string, Readonly<Record<Locale, unknown>>>>>
>;

export const detailTexts: DetailTexts = Object.fromEntries(
  await Promise.all(
    DETAIL_KIND_NAMES.map(
      async (kind) => [kind, await loadAllDetails<unknown, string>(detailKinds[kind])] as const,
    ),
  ),
) as DetailTexts;
