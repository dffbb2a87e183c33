import { Link } from "wouter";
import { fill } from "../../content/fill";
import { ui } from "../../content/messages/ui";
import { routeById } from "../../content/resolve";
import { site } from "../lib/site";

/**
 * The trust pages every page links to, labelled as the registry names them. The privacy policy's link stands out
 * (semibold), as Korean visitors expect of a company's 개인정보처리방침.
 */
const trustLinks = [
  { id: "privacy", className: "font-semibold text-slate-900" },
  { id: "security", className: "" },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600">
        <p>{fill(ui.footer.rights, { year: 2026 })}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {trustLinks.map(({ id, className }) => {
            const route = routeById(id);
            return route ? (
              <Link key={id} href={route.path} className={`underline-offset-2 hover:underline ${className}`}>
                {route.crumb ?? route.title}
              </Link>
            ) : null;
          })}
          <a className="underline-offset-2 hover:underline" href={`mailto:${site.contactEmail}`}>
            {site.contactEmail}
          </a>
        </div>
      </div>
    </footer>
  );
}
