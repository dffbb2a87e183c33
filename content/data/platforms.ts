/**
 * The six platform pages (/service/{id}): what each platform is, its features, how it works, who it is for and a
 * call to action. The route registry names the page (`props.platform`); ids match content/data/services.ts.
 * Each platform's text is its own module, loaded on demand, so a platform page ships one platform's copy only.
 */
import type { Platform, PlatformId } from "./platform/types";

export type {
  Platform,
  PlatformAudience,
  PlatformFeature,
  PlatformId,
  PlatformLink,
  PlatformStep,
} from "./platform/types";

export const platformLoaders: Readonly<Record<PlatformId, () => Promise<Platform>>> = {
  cusp: () => import("./platform/cusp").then((m) => m.platform),
  privid: () => import("./platform/privid").then((m) => m.platform),
  "pqc-function": () => import("./platform/pqc-function").then((m) => m.platform),
  tokenis: () => import("./platform/tokenis").then((m) => m.platform),
  epsilon: () => import("./platform/epsilon").then((m) => m.platform),
  "ledger-actor-fabric": () => import("./platform/ledger-actor-fabric").then((m) => m.platform),
};

export const PLATFORM_IDS = Object.keys(platformLoaders) as PlatformId[];

export function isPlatformId(value: string): value is PlatformId {
  return Object.hasOwn(platformLoaders, value);
}

/** All platforms, for tests and build scripts. */
export function loadAllPlatforms(): Promise<Platform[]> {
  return Promise.all(PLATFORM_IDS.map((id) => platformLoaders[id]()));
}
