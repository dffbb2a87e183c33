/** The entry of `list` whose id is `id`; an error naming both when there is none (a build-time mistake). */
export function byId<T extends { id: string }>(list: readonly T[], id: string, what = "item"): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${what} with the id "${id}"`);
  return found;
}
