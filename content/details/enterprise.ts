import type { EnterpriseSolution, EnterpriseSolutionId } from "../data/enterprise";
import type { DetailKind, DetailLoaders } from "./kind";

/** An enterprise solution page's route id: each solution has a route of its own, /enterprise/{id}. */
export const enterpriseRouteId = (id: EnterpriseSolutionId) => `enterprise-${id}` as const;

const items: Readonly<Record<EnterpriseSolutionId, DetailLoaders<EnterpriseSolution>>> = {
  "privacy-blockchain": {
    en: () => import("../data/enterprise-details/privacy-blockchain"),
    ko: () => import("../ko/data/enterprise-details/privacy-blockchain"),
  },
  "homomorphic-db": {
    en: () => import("../data/enterprise-details/homomorphic-db"),
    ko: () => import("../ko/data/enterprise-details/homomorphic-db"),
  },
  "pqc-encryption": {
    en: () => import("../data/enterprise-details/pqc-encryption"),
    ko: () => import("../ko/data/enterprise-details/pqc-encryption"),
  },
};

/** The enterprise solutions (/enterprise shows their cards: content/data/enterprise.ts). */
export const enterpriseDetails = {
  routes: (Object.keys(items) as EnterpriseSolutionId[]).map(enterpriseRouteId),
  items,
} satisfies DetailKind<EnterpriseSolution, EnterpriseSolutionId>;
