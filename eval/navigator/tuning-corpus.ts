import { lexicon } from "../../content/navigator/lexicon";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { visitorRequests } from "../../content/navigator/requests";
import { labelledSets } from "../../content/navigator/labelled";

/**
 * Every text the engine learns from or was tuned on: the visitor, out-of-scope and labelled requests, and the
 * lexicon's surface forms that are whole phrases (three words or more: a two-word form such as "open source" is a
 * term, not a memorised request). A held-out query close to one of these is a leak (see leakage.ts).
 */
export function tuningCorpus(): string[] {
  const lexiconPhrases = Object.values(lexicon).flatMap((c) =>
    [...c.en, ...c.ko].filter((form) => form.trim().split(/\s+/).length >= 3),
  );
  return [
    ...Object.values(visitorRequests).flatMap((r) => [...r.en, ...r.ko]),
    ...outOfScopeRequests.en,
    ...outOfScopeRequests.ko,
    ...lexiconPhrases,
    ...labelledSets.flatMap(({ requests }) => requests.map((c) => c[1])),
  ];
}
