import type { ServiceCard } from "../../../content/data/services";
import { fill } from "../../../content/fill";
import { serviceMessages } from "../../../content/messages/service";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";
import { LinkButton } from "../ui/button";
import { ServiceIcon } from "./service-icon";

const statusLabel = serviceMessages.catalogue.status;

/**
 * The platform page's h1 block, in the catalogue card's gradient so the two read as one product, with the way back
 * to the catalogue and to the product's solution page(s) in the ecosystem (each links here).
 */
export function PlatformHero({
  title,
  lead,
  card,
  solutions,
}: {
  title: string;
  lead: string;
  card: ServiceCard;
  solutions: readonly { href: string; name: string }[];
}) {
  return (
    <div className={cn("bg-linear-to-br text-white", card.gradient)}>
      <div className="mx-auto max-w-6xl px-4 py-12">
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-white/15">
            <ServiceIcon icon={card.icon} className="h-7 w-7" />
          </span>
          <Badge tone="neutral">{statusLabel[card.status]}</Badge>
        </div>
        <h1 className="mt-5 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg font-medium text-white">{card.subtitle}</p>
        <p className="mt-3 max-w-3xl text-white">{lead}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <LinkButton href="/service/services" variant="secondary">
            {serviceMessages.platform.backToCatalogue}
          </LinkButton>
          {solutions.map(({ href, name }) => (
            <LinkButton key={href} href={href} variant="secondary">
              {fill(serviceMessages.platform.solutionPage, { name })}
            </LinkButton>
          ))}
        </div>
      </div>
    </div>
  );
}
