/**
 * One edition's list of `E`, made of what both editions share and this edition's words. The shared part of each
 * entry (ids, names, numbers, links, enum values, code) is written once, in a module under content/data/shared/:
 * those modules have no Korean sibling, so both builds use them (scripts/lib/vite-edition.ts). Each edition's text
 * module adds the rest of each entry, keyed by `keyOf(entry)`, so a number or a link cannot differ between the
 * editions: `withText<Solution>()(sharedSolutions, (s) => s.id, { torusdb: { shortDescription: "…" }, … })`.
 *
 * An entry without text, or a shared field written again as text, is a type error where the keys are literal types;
 * text for no entry, or an entry without text otherwise, throws (the build and the unit tests load every list). A
 * merged entry lists the shared keys first, or exactly the keys of `fields`, in that order, when the order matters
 * (the navigator reads an entry's strings in key order).
 */
export const withText =
  <E extends object>() =>
  <S extends Partial<E>, K extends string>(
    shared: readonly S[],
    keyOf: (entry: S) => K,
    text: Readonly<Record<NoInfer<K>, Omit<E, keyof S>>>,
    fields?: readonly (keyof E & string)[],
  ): E[] => {
    const keys = new Set<string>(shared.map(keyOf));
    const unknown = Object.keys(text).filter((k) => !keys.has(k));
    if (unknown.length > 0) throw new Error(`text for no entry: ${unknown.join(", ")}`);
    return shared.map((entry) => {
      const own: Omit<E, keyof S> | undefined = text[keyOf(entry)];
      if (!own) throw new Error(`no text for "${keyOf(entry)}"`);
      const merged = { ...entry, ...own } as Record<string, unknown>;
      if (!fields) return merged as E;
      const names = Object.keys(merged);
      if (names.length !== fields.length || names.some((n) => !fields.includes(n as keyof E & string)))
        throw new Error(`"${keyOf(entry)}" has the fields ${names.join(", ")}, not ${fields.join(", ")}`);
      return Object.fromEntries(fields.map((f) => [f, merged[f]])) as E;
    });
  };
