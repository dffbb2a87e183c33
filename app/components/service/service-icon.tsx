import {
  Atom,
  ChartColumn,
  Coins,
  Fingerprint,
  KeyRound,
  Layers,
  Network,
  type IconComponent,
} from "../ui/icons";
import type { ServiceIconKey } from "../../../content/data/services";

/** Content names an icon by key; this is the one place keys become lucide icons. */
export const serviceIcons: Record<ServiceIconKey, IconComponent> = {
  "key-round": KeyRound,
  fingerprint: Fingerprint,
  atom: Atom,
  coins: Coins,
  chart: ChartColumn,
  layers: Layers,
  network: Network,
};

export function ServiceIcon({ icon, className }: { icon: ServiceIconKey; className?: string }) {
  const Icon = serviceIcons[icon];
  return <Icon className={className ?? "h-6 w-6"} aria-hidden="true" />;
}
