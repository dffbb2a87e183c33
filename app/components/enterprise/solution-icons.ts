import { Blocks, Database, KeyRound, type LucideIcon } from "lucide-react";
import type { EnterpriseSolutionId } from "../../../content/data/enterprise";

export const solutionIcons: Record<EnterpriseSolutionId, LucideIcon> = {
  "privacy-blockchain": Blocks,
  "homomorphic-db": Database,
  "pqc-encryption": KeyRound,
};
