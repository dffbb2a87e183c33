import { ArrowRight, LayoutGrid, MessagesSquare } from "../ui/icons";
import { Link } from "wouter";
import { fill } from "../../../content/fill";
import { serviceMessages } from "../../../content/messages/service";
import { routes } from "../../../content/routes";
import { earlyReady } from "../../lib/early";
import { Badge } from "../ui/badge";
import { showCommunityComingSoon } from "./coming-soon";

const m = serviceMessages.portal;
/** The platforms that exist are the platform pages of the route registry (the browser already holds it). */
const platformCount = routes.filter((r) => r.page === "platform").length;
const cardClass =
  "group relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-within:border-indigo-400";
// The card's one control stretches over the whole card (after:inset-0), so a click anywhere on the card is a
// click on that link or button, while keyboard and screen-reader users meet a single, labelled control.
const stretched =
  "mt-5 inline-flex items-center gap-1 self-start text-sm font-semibold text-indigo-700 after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600";

export function PortalCards() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      <li>
        <div className={cardClass} data-card="services">
          <LayoutGrid className="h-8 w-8 text-indigo-700" aria-hidden="true" />
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <h2 className="text-xl font-semibold text-slate-900">{m.servicesCard.title}</h2>
            <Badge tone="indigo">{fill(m.servicesCard.count, { count: platformCount })}</Badge>
          </div>
          <p className="mt-2 flex-1 text-slate-700">{m.servicesCard.description}</p>
          <Link href="/service/services" className={stretched}>
            {m.servicesCard.action}
            <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
          </Link>
        </div>
      </li>
      <li>
        <div className={cardClass} data-card="community">
          <MessagesSquare className="h-8 w-8 text-indigo-700" aria-hidden="true" />
          <h2 className="mt-4 text-xl font-semibold text-slate-900">{m.communityCard.title}</h2>
          <p className="mt-2 flex-1 text-slate-700">{m.communityCard.description}</p>
          <button
            ref={earlyReady}
            data-early="coming-soon"
            type="button"
            onClick={showCommunityComingSoon}
            className={stretched}
          >
            {m.communityCard.action}
            <ArrowRight className="h-4 w-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
          </button>
        </div>
      </li>
    </ul>
  );
}
