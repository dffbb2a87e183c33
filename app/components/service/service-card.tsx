import { Check } from "../ui/icons";
import type { ServiceCard as ServiceCardData } from "../../../content/data/services";
import { fill } from "../../../content/fill";
import { serviceMessages } from "../../../content/messages/service";
import { cn } from "../../lib/cn";
import { Badge, type BadgeTone } from "../ui/badge";
import { LinkButton } from "../ui/button";
import { ServiceIcon } from "./service-icon";

const m = serviceMessages.catalogue;
const statusTone: Record<ServiceCardData["status"], BadgeTone> = {
  active: "green",
  beta: "amber",
  "coming-soon": "neutral",
};

/** One catalogue entry of the Service portal: gradient header, description, features and its button. */
export function ServiceCard({ card }: { card: ServiceCardData }) {
  const status = card.status;
  const headingId = `service-${card.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-service={card.id}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className={cn("bg-linear-to-br p-5 text-white", card.gradient)}>
        <div className="flex items-start justify-between gap-3">
          <span className="inline-flex h-11 w-11 items-center justify-center rounded-lg bg-white/15">
            <ServiceIcon icon={card.icon} />
          </span>
          <Badge tone={statusTone[status]}>{m.status[status]}</Badge>
        </div>
        <h2 id={headingId} className="mt-4 text-xl font-semibold">
          {card.title}
        </h2>
        <p className="mt-1 text-sm text-white">{card.subtitle}</p>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-slate-700">{card.description}</p>
        <p className="sr-only">{fill(m.featuresLabel, { title: card.title })}</p>
        <ul className="mt-4 flex-1 space-y-2 text-sm">
          {card.features.map((feature) => (
            <li key={feature} className="flex gap-2 text-slate-800">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-emerald-700" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <LinkButton href={card.path} className="mt-5 self-start">
          {card.buttonText}
        </LinkButton>
      </div>
    </article>
  );
}
