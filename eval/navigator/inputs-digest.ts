import { createHash } from "node:crypto";
import { labelledSets } from "../../content/navigator/labelled";
import type { SiteKnowledge } from "../../server/navigator/config";

/** A short digest of everything the navigator learns from: when it changes, the calibration is stale. */
export function navigatorInputsDigest(site: SiteKnowledge): string {
  const hash = createHash("sha256");
  for (const p of site.pages) {
    hash.update(
      JSON.stringify([p.path, p.names, p.qualifiers, p.descriptions, p.requests, p.stories, p.prose]),
    );
  }
  hash.update(JSON.stringify([site.outOfScope, site.lexicon, [...site.weakConcepts], site.names]));
  // The labelled requests whole: the navigator learns their first page, the calibration fits on every acceptable one.
  hash.update(JSON.stringify(labelledSets));
  return hash.digest("hex").slice(0, 16);
}
