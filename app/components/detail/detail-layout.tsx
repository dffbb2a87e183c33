import type { ReactNode } from "react";
import { LinkButton } from "../ui/button";
import type { RelatedLink } from "./related-links";

/**
 * The frame every detail page composes: the hero, an optional strip under it (key facts, tags), the sections, then
 * the page's way on (`next`, its call to action) and back to the list it belongs to. `narrow` sets the sections in
 * a reading column, as the research pages are; otherwise they span the page like the rest of the site.
 */
export function DetailLayout({
  hero,
  strip,
  next,
  back,
  narrow = false,
  children,
}: {
  hero: ReactNode;
  strip?: ReactNode;
  next?: RelatedLink;
  back?: RelatedLink;
  narrow?: boolean;
  children: ReactNode;
}) {
  const actions =
    next || back ? (
      <div
        className={
          narrow ? "mt-10 flex flex-wrap gap-3" : "mx-auto flex max-w-6xl flex-wrap gap-3 px-4 pb-12 pt-4"
        }
      >
        {next ? <LinkButton href={next.href}>{next.label}</LinkButton> : null}
        {back ? (
          <LinkButton href={back.href} variant="secondary">
            {back.label}
          </LinkButton>
        ) : null}
      </div>
    ) : null;
  return (
    <>
      {hero}
      {strip ? <div className="mx-auto max-w-6xl px-4">{strip}</div> : null}
      {narrow ? (
        <article className="mx-auto max-w-3xl px-4 pb-12">
          {children}
          {actions}
        </article>
      ) : (
        <>
          {children}
          {actions}
        </>
      )}
    </>
  );
}
