import type { Platform, PlatformId } from "../data/platform-details/types";
import type { DetailKind, DetailLoaders } from "./kind";

/** A platform page's route id: each platform has a route of its own, /service/{id}. */
export const platformRouteId = (id: PlatformId) => `service-${id}` as const;

const items: Readonly<Record<PlatformId, DetailLoaders<Platform>>> = {
  cusp: {
    en: () => import("../data/platform-details/cusp"),
    ko: () => import("../ko/data/platform-details/cusp"),
  },
  "pqc-function": {
    en: () => import("../data/platform-details/pqc-function"),
    ko: () => import("../ko/data/platform-details/pqc-function"),
  },
  tokenis: {
    en: () => import("../data/platform-details/tokenis"),
    ko: () => import("../ko/data/platform-details/tokenis"),
  },
  epsilon: {
    en: () => import("../data/platform-details/epsilon"),
    ko: () => import("../ko/data/platform-details/epsilon"),
  },
  "ledger-actor-fabric": {
    en: () => import("../data/platform-details/ledger-actor-fabric"),
    ko: () => import("../ko/data/platform-details/ledger-actor-fabric"),
  },
  privid: {
    en: () => import("../data/platform-details/privid"),
    ko: () => import("../ko/data/platform-details/privid"),
  },
};

/** The Service portal's platforms (the catalogue's cards name them: content/data/services.ts). */
export const platformDetails = {
  routes: (Object.keys(items) as PlatformId[]).map(platformRouteId),
  items,
} satisfies DetailKind<Platform, PlatformId>;
