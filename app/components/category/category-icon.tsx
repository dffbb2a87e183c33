import {
  Atom,
  Blocks,
  BrainCircuit,
  Cpu,
  DatabaseZap,
  EyeOff,
  Fingerprint,
  Layers,
  Lock,
  Network,
  PenTool,
  ShieldCheck,
  Users,
  type IconComponent,
} from "../ui/icons";
import type { Category } from "../../../content/schemas/entities";

/** One distinct icon per entity category, so a card's category reads at a glance. */
export const categoryIcons: Record<Category, IconComponent> = {
  "Database Security": DatabaseZap,
  Authentication: Fingerprint,
  "Digital Signature": PenTool,
  "Privacy Technology": EyeOff,
  "Layer 2 Solutions": Layers,
  "Quantum Technology": Atom,
  "Distributed Systems": Network,
  MPC: Users,
  "Homomorphic Encryption": Lock,
  "Federated Learning": BrainCircuit,
  "Zero Knowledge": ShieldCheck,
  "Privacy Computing": Cpu,
  "Blockchain Infrastructure": Blocks,
};

export function CategoryIcon({ category, className }: { category: Category; className?: string }) {
  const Icon = categoryIcons[category];
  return <Icon className={className ?? "h-5 w-5"} aria-hidden="true" />;
}
