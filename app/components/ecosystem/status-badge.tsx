import { ecosystemMessages as m } from "../../../content/messages/ecosystem";
import type { CoreTech, OpenSourceProject, Solution } from "../../../content/schemas/entities";
import { Badge, type BadgeTone } from "../ui/badge";

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
