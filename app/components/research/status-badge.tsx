import type { HighlightStatus } from "../../../content/data/research";
import { researchMessages } from "../../../content/messages/research";
import { Badge, type BadgeTone } from "../ui/badge";

const tones: Record<HighlightStatus, BadgeTone> = {
  Production: "green",
  Live: "green",
  Active: "indigo",
  Development: "amber",
};

export function StatusBadge({ status }: { status: HighlightStatus }) {
  return <Badge tone={tones[status]}>{researchMessages.statusLabels[status]}</Badge>;
}
