import { Blocks, Database, KeyRound, type IconComponent } from "../ui/icons";
import type { EnterpriseSolutionId } from "../../../content/data/enterprise";

export const solutionIcons: Record<EnterpriseSolutionId, IconComponent> = {
  "privacy-blockchain": Blocks,
  "homomorphic-db": Database,
  "pqc-encryption": KeyRound,
};
