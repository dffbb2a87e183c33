import { createHash } from "node:crypto";
import type { SiteKnowledge } from "../../server/navigator/config";

/** A short digest of everything the navigator learns from: when it changes, the calibration is stale. */
export function navigatorInputsDigest(site: SiteKnowledge): string {
  const hash = createHash("sha256");
  for (const p of site.pages) {
    hash.update(JSON.stringify([p.path, p.names, p.descriptions, p.requests, p.prose]));
  }
  hash.update(JSON.stringify([site.outOfScope, site.lexicon, [...site.weakConcepts], site.names]));
  return hash.digest("hex").slice(0, 16);
}
