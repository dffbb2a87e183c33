/**
 * One edition's list of entries `E`, made of what both editions share and this edition's words. The shared part of
 * each entry (ids, names, numbers, links, enum values, code) is written once, in a module under content/data/shared/:
 * those modules have no Korean sibling, so both builds use them (scripts/lib/vite-edition.ts). Each edition's text
 * module adds the rest of each entry, keyed by `keyOf(entry)`, so a number or a link cannot differ between the
 * editions: `export const solutions: readonly Solution[] = withText(sharedSolutions, (s) => s.id, { torusdb: … })`
 * (`E` comes from the declared type).
 *
 * An entry without text, text for no entry, or a shared field written again as text, is a type error where the keys
 * are literal types; where they are not (an API endpoint's method and path), an entry without text throws (the build
 * and the unit tests load every list). A merged entry lists the shared keys first, or the keys of `fields`, in that
 * order, when the order matters (the navigator reads an entry's strings in key order).
 *
 * Marked free of side effects, so a bundle that imports another export of the module drops an unused list: a Korean
 * module may import an English module's helpers without carrying its English text.
 */
/* @__NO_SIDE_EFFECTS__ */
export function withText<E extends object, S extends Partial<E>, K extends string>(
  shared: readonly S[],
  keyOf: (entry: S) => K,
  text: Readonly<Record<NoInfer<K>, Omit<E, keyof S>>>,
  fields?: readonly (keyof E & string)[],
): E[] {
  return shared.map((entry) => {
    const own: Omit<E, keyof S> | undefined = text[keyOf(entry)];
    if (!own) throw new Error(`no text for "${keyOf(entry)}"`);
    const merged = { ...entry, ...own } as Record<string, unknown>;
    if (!fields) return merged as E;
    if (Object.keys(merged).some((k) => !fields.includes(k as keyof E & string)))
      throw new Error(`"${keyOf(entry)}" has a field that is not in ${fields.join(", ")}`);
    return Object.fromEntries(fields.map((f) => [f, merged[f]])) as E;
  });
}
