import { fill } from "../../../content/fill";
import { ui } from "../../../content/messages/ui";
import { LinkButton } from "../ui/button";

/** The not-found state of a detail page whose id is unknown (the server answers it with status 404). */
export function DetailNotFound({
  title,
  kind,
  kindPlural,
  id,
  listHref,
}: {
  title: string;
  kind: string;
  kindPlural: string;
  id: string;
  listHref: string;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700" data-testid="not-found-hint">
        {fill(ui.notFound.detailHint, { kind, id })}
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <LinkButton href={listHref}>{fill(ui.notFound.browseAll, { kind: kindPlural })}</LinkButton>
        <LinkButton href="/" variant="secondary">
          {ui.notFound.backHome}
        </LinkButton>
      </div>
    </div>
  );
}
