import type { ServiceCard } from "../../../content/data/services";
import { serviceMessages } from "../../../content/messages/service";
import { cn } from "../../lib/cn";
import { Badge } from "../ui/badge";
import { LinkButton } from "../ui/button";
import { ServiceIcon } from "./service-icon";

const statusLabel = serviceMessages.catalogue.status;

/** The platform page's h1 block, in the catalogue card's gradient so the two read as one product. */
export function PlatformHero({ title, lead, card }: { title: string; lead: string; card: ServiceCard }) {
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
        <LinkButton href="/service/services" variant="secondary" className="mt-6">
          {serviceMessages.platform.backToCatalogue}
        </LinkButton>
      </div>
    </div>
  );
}
