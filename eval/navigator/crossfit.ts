import type { NavigatorConfig } from "../../server/navigator/config";
import { buildNavigator, type Navigator } from "../../server/navigator/engine";
import { normalizeForLeak } from "./leakage";

/**
 * The navigator learns from the labelled requests (content/navigator/labelled) that the calibration fits on and
 * the fitted sets measure. A request it has learnt is no test of it: each is scored by scorers built without the
 * requests of its fold. A request's fold follows from its text without case, punctuation or spaces, so the same
 * request in two sets, or written once with and once without spaces, is left out together. (Requests that differ by
 * a word can still fall in different folds, and a labelled request that is also one of a page's own requests is
 * learnt by every fold: the cross-fitted figures flatter a little.)
 */
export const FOLDS = 5;

export function foldOf(query: string): number {
  const key = normalizeForLeak(query).replace(/\s+/g, "");
  // FNV-1a: stable across runs and machines.
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % FOLDS;
}

/** `config` without the labelled requests of fold `fold`. */
export function withoutFold(config: NavigatorConfig, fold: number): NavigatorConfig {
  const labelled = config.site.labelled.filter((l) => foldOf(l.query) !== fold);
  return { ...config, site: { ...config.site, labelled } };
}

/**
 * A navigator that answers each request with the navigator built without that request's fold: for a labelled
 * request, an answer from scorers that never learnt it (the calibration they decide with was fitted on all of
 * them); for any other, one built on four fifths of them.
 */
export function crossFittedNavigator(config: NavigatorConfig): Navigator {
  const folds = Array.from({ length: FOLDS }, (_, f) => buildNavigator(withoutFold(config, f)));
  const pick = (query: string) => folds[foldOf(query)] as Navigator;
  const first = folds[0] as Navigator;
  return {
    ...first,
    decide: (query) => pick(query).decide(query),
    explain: (query) => pick(query).explain(query),
  };
}
