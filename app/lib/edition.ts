import { edition } from "../../content/locale";

export { edition };

/**
 * Paths come in two kinds here. The router works in this edition's paths ("/research"; the Korean build's router
 * has the base "/ko", so its links become "/ko/research"). Paths that leave the app as they are (the navigator's
 * answers, history entries, the contact form's return address) are absolute site paths ("/ko/research").
 */

/** The absolute site path of a path of this edition. */
export const sitePath = (path: string): string =>
  edition.prefix === "" ? path : path === "/" ? edition.prefix : `${edition.prefix}${path}`;

/** A path of this edition from an absolute site path of it ("/ko/research" -> "/research"). */
export function editionPath(absolutePath: string): string {
  const p = edition.prefix;
  if (p === "" || !(absolutePath === p || absolutePath.startsWith(`${p}/`))) return absolutePath;
  return absolutePath.slice(p.length) || "/";
}

/** Whether an absolute site path belongs to this edition (so the router can take it without a page load). */
export function isThisEdition(absolutePath: string): boolean {
  const p = edition.prefix;
  if (p !== "") return absolutePath === p || absolutePath.startsWith(`${p}/`);
  const other = edition.other.prefix;
  return !(absolutePath === other || absolutePath.startsWith(`${other}/`));
}

/** An absolute site path as a location for wouter's navigate(), which would otherwise prefix the router's base. */
export const absoluteLocation = (absolutePath: string): string => `~${absolutePath}`;

/**
 * Goes to an absolute site path: within this edition by the router (no page load), to the other edition by a page
 * load, since the other edition is another app (a page asked for "in Korean" from the English edition).
 */
export function followSitePath(navigate: (location: string) => void, absolutePath: string): void {
  if (isThisEdition(absolutePath)) navigate(absoluteLocation(absolutePath));
  else window.location.assign(absolutePath);
}

/** The data API's address for this edition's language (`?locale=ko` in the Korean edition). */
export const apiPath = (path: string): string =>
  edition.locale === "en" ? path : `${path}${path.includes("?") ? "&" : "?"}locale=${edition.locale}`;
