import { tuningSet } from "./sets/dev-tuning";
import { lexicon } from "../../content/navigator/lexicon";
import { curatedPhrases, offTopicPhrases } from "../../content/navigator/phrases";

/**
 * Every text the engine was tuned on by hand: curated and off-topic phrases, the lexicon's surface forms that are
 * whole phrases (three words or more: a two-word form such as "open source" is a term, not a
 * memorised request), and the tuning set's queries. A held-out query close to one of these is a
 * leak (see leakage.ts).
 */
export function tuningCorpus(): string[] {
  const lexiconPhrases = Object.values(lexicon).flatMap((c) =>
    [...c.en, ...c.ko].filter((form) => form.trim().split(/\s+/).length >= 3),
  );
  return [
    ...Object.values(curatedPhrases).flat(),
    ...offTopicPhrases,
    ...lexiconPhrases,
    ...tuningSet.map((c) => c[1]),
  ];
}
