import { SearchX } from "../ui/icons";
import { Link } from "wouter";
import { fill } from "../../../content/fill";
import { ui } from "../../../content/messages/ui";
import { LinkButton } from "../ui/button";
import type { RelatedLink } from "./related-links";

export interface NotFoundKind {
  kind: string;
  list: string;
  href: string;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The helpful not-found state of a detail page whose id is unknown (served with status 404): says what was
 * asked for, links to the full list and suggests a few existing items.
 */
export function DetailNotFound({
  kind,
  text,
  requested,
  suggestions,
}: {
  kind: NotFoundKind;
  /** The section's not-found wording: `title` ("{Kind} not found") and the heading over the suggestions. */
  text: { title: string; suggestions: string };
  requested: string;
  suggestions: readonly RelatedLink[];
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16" data-testid="detail-not-found">
      <SearchX className="h-10 w-10 text-indigo-700" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold text-slate-900">
        {fill(text.title, { Kind: capitalise(kind.kind) })}
      </h1>
      <p className="mt-4 text-slate-700">
        {fill(ui.notFound.detailHint, { kind: kind.kind, id: requested })}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <LinkButton href={kind.href}>{fill(ui.notFound.browseAll, { kind: kind.list })}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {ui.notFound.backHome}
        </LinkButton>
      </div>
      {suggestions.length > 0 ? (
        <div className="mt-10">
          <h2 className="text-lg font-semibold text-slate-900">{text.suggestions}</h2>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link href={s.href} className="text-indigo-700 underline hover:text-indigo-900">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
