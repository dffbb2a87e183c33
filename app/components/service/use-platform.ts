import { use } from "react";
import { platformLoaders, type Platform, type PlatformId } from "../../../content/data/platforms";

// One promise per platform for the life of the page, as `use` requires a stable promise across renders.
const cache = new Map<PlatformId, Promise<Platform>>();

/** The platform's content; suspends (showing the route's 'Loading...' or keeping server HTML) until it loads. */
export function usePlatform(id: PlatformId): Platform {
  let promise = cache.get(id);
  if (!promise) {
    promise = platformLoaders[id]();
    cache.set(id, promise);
  }
  return use(promise);
}
