import {
  BadgeDollarSign,
  BookOpen,
  FlaskConical,
  KeyRound,
  ShieldCheck,
  Users,
  type IconComponent,
} from "../ui/icons";
import type { DevhubIcon } from "../../../content/data/devhub";

const icons: Record<DevhubIcon, IconComponent> = {
  key: KeyRound,
  book: BookOpen,
  users: Users,
  credit: BadgeDollarSign,
  flask: FlaskConical,
  shield: ShieldCheck,
};

export function BenefitIcon({ icon }: { icon: DevhubIcon }) {
  const Icon = icons[icon];
  return <Icon className="h-7 w-7 text-indigo-700" aria-hidden="true" />;
}
