/** The six home tiles / header shortcuts, plus Community. Order is display order. */
export const SECTION_IDS = [
  "ecosystem",
  "research",
  "devhub",
  "labs",
  "service",
  "enterprise",
  "community",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/**
 * What both editions say alike of each section (the labels and blurbs are in content/sections.ts and its Korean
 * sibling): its path, and whether it is a home tile and header shortcut (Community is reachable but not a tile).
 */
export const sharedSections = SECTION_IDS.map((id) => ({
  id,
  path: `/${id}` as const,
  tile: id !== "community",
}));
