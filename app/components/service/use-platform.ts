import { use } from "react";
import type { Platform, PlatformId } from "../../../content/data/platform-details/types";
import { platformDetails } from "../../../content/details/platforms";
import { edition } from "../../lib/edition";

// One promise per platform for the life of the page, as `use` requires a stable promise across renders.
const cache = new Map<PlatformId, Promise<Platform>>();

/** The platform's content; suspends (showing the route's 'Loading...' or keeping server HTML) until it loads. */
export function usePlatform(id: PlatformId): Platform {
  let promise = cache.get(id);
  if (!promise) {
    promise = platformDetails.items[id][edition.locale]().then((m) => m.detail);
    cache.set(id, promise);
  }
  return use(promise);
}
