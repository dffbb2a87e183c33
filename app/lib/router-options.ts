import type { AroundNavHandler } from "wouter";

/**
 * A link to the Korean home is "/ko", not the router's base plus "/" ("/ko/", which the server redirects): both in
 * the rendered href and in the URL a client-side navigation pushes.
 */
export const withoutTrailingSlash = (href: string) =>
  href.length > 1 && href.endsWith("/") ? href.slice(0, -1) : href;
export const aroundNav: AroundNavHandler = (navigate, to, options) =>
  navigate(withoutTrailingSlash(to), options);
