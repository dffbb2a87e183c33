import { fill } from "../../content/fill";
import { ui } from "../../content/messages/ui";
import { site } from "../lib/site";

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-6 text-sm text-slate-600">
        <p>{fill(ui.footer.rights, { year: 2026 })}</p>
        <a className="underline-offset-2 hover:underline" href={`mailto:${site.contactEmail}`}>
          {site.contactEmail}
        </a>
      </div>
    </footer>
  );
}
