import { solutions } from "../../../content/data/solutions";
import type { ServiceCard } from "../../../content/data/services";
import type { Solution } from "../../../content/schemas/entities";

/** A card's status is its first solution's, so the catalogue and the ecosystem pages cannot disagree. */
export function serviceStatus(card: Pick<ServiceCard, "solutionIds">): Solution["status"] {
  const first = card.solutionIds[0];
  const solution = solutions.find((s) => s.id === first);
  if (!solution) throw new Error(`Service card names an unknown solution: ${String(first)}`);
  return solution.status;
}
