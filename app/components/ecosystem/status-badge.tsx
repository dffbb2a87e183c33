import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import type { CoreTech, OpenSourceProject, Solution } from "../../../content/schemas/entities";
import { Badge, type BadgeTone } from "../ui/badge";
import { CategoryLabel } from "./category-label";
import { EntityLogo } from "./entity-logo";

const statusTones: Record<Solution["status"], BadgeTone> = {
  active: "green",
  beta: "amber",
  "coming-soon": "neutral",
};

const maturityTones: Record<CoreTech["maturityLevel"] | OpenSourceProject["maturityLevel"], BadgeTone> = {
  Production: "green",
  Beta: "amber",
  Development: "amber",
  Research: "indigo",
};

export function StatusBadge({ status }: { status: Solution["status"] }) {
  return <Badge tone={statusTones[status]}>{m.status[status]}</Badge>;
}

export function MaturityBadge({
  level,
}: {
  level: CoreTech["maturityLevel"] | OpenSourceProject["maturityLevel"];
}) {
  return <Badge tone={maturityTones[level]}>{m.maturity[level]}</Badge>;
}

/**
 * What a detail page's hero shows of an ecosystem item besides its title: its logo (above the fold, so never lazy),
 * its status (a solution) or maturity, its category, and its lead.
 */
export function entityHero(item: Solution | CoreTech | OpenSourceProject) {
  return {
    lead: item.shortDescription,
    logo: <EntityLogo src={item.logoUrl} className="h-16 w-16" eager />,
    badges: (
      <>
        {"status" in item ? (
          <StatusBadge status={item.status} />
        ) : (
          <MaturityBadge level={item.maturityLevel} />
        )}
        <CategoryLabel category={item.category} />
      </>
    ),
  };
}
