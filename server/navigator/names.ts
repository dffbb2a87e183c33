import { isHangulWord, jamo, stripKorean } from "./korean";
import {
  jamoBag,
  jamoBounder,
  jamoCodes,
  jamoDistanceCodes,
  nameParts,
  partReadings,
  soundClass,
  type JamoBag,
} from "./transliterate";

/**
 * Finds the site's names (products, core technologies, projects, platforms) in a query however they are written:
 * any case, with or without spaces and hyphens ("torus db", "pqc function", "Torus-DB"), or in Hangul the way
 * they sound (토러스DB, 토러스디비, 엡실론). A found name is replaced by its own words ("torusdb"), which the page
 * documents contain, so the rest of the engine needs to know nothing about spellings.
 */
export interface NameMatcher {
  /**
   * The tokens (lowercase Latin words and Hangul words) with every recognised name in its canonical words; the
   * names found, and each as it was written (its tokens joined by spaces). A window whose every token `stays` is
   * not read as a name.
   */
  rewrite(
    tokens: readonly string[],
    stays?: (token: string) => boolean,
  ): { tokens: string[]; names: string[]; written: string[] };
}

interface Variant {
  /** Index into names. */
  name: number;
  /** Jamo (Hangul parts) and lowercase letters (Latin parts) in order, as UTF-16 code units. */
  key: Uint16Array;
  /** The key's characters and counts, for the quick lower bound of the distance. */
  bag: JamoBag;
}

const MAX_WINDOW = 4;
/** Cap on spelled variants per name (each part has one or two readings). */
const MAX_VARIANTS = 24;

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

export interface NameMatcherOptions {
  /**
   * Only whole Hangul spellings (every part read by sound), never a mix with Latin parts and never Latin words:
   * for English terms, which Korean writers spell all in Hangul or not at all, and far fewer variants to compare.
   */
  spelledOnly?: boolean;
}

export function createNameMatcher(names: readonly string[], options: NameMatcherOptions = {}): NameMatcher {
  const { spelledOnly = false } = options;
  const canonical = names.map((n) => n.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const byCompact = new Map<string, number>();
  names.forEach((n, i) => {
    const c = compact(n);
    if (!spelledOnly && c.length >= 3 && !byCompact.has(c)) byCompact.set(c, i);
  });

  // Every mix of Latin and Hangul readings of the parts, at least one part in Hangul.
  const variants: Variant[] = [];
  names.forEach((name, i) => {
    const parts = nameParts(name);
    let combos: { key: string; hangul: boolean }[] = [{ key: "", hangul: false }];
    for (const part of parts) {
      const readings = [
        ...(spelledOnly ? [] : [{ key: part.toLowerCase(), hangul: false }]),
        ...partReadings(part).map((r) => ({ key: r, hangul: true })),
      ];
      combos = combos.flatMap((c) =>
        readings.map((o) => ({ key: c.key + o.key, hangul: c.hangul || o.hangul })),
      );
      combos = combos.slice(0, MAX_VARIANTS * 4);
    }
    const seen = new Set<string>();
    for (const c of combos) {
      if (!c.hangul || seen.has(c.key) || c.key.length < 4) continue;
      seen.add(c.key);
      if (seen.size > MAX_VARIANTS) break;
      const key = jamoCodes(c.key);
      variants.push({ name: i, key, bag: jamoBag(key) });
    }
  });
  // Shortest first, so a window is compared only with the variants whose length is close to its own. Spelled terms
  // are also grouped by the sound class of their first jamo, which a window must share: a spelling may vary in its
  // vowels and endings but not in how it begins, and each window then meets a tenth of the variants.
  variants.sort((a, b) => a.key.length - b.key.length);
  const groups = new Map<number, Variant[]>();
  const startOf = (key: ArrayLike<number>) => (spelledOnly ? soundClass(key[0] ?? 0) : 0);
  for (const v of variants) {
    const group = groups.get(startOf(v.key));
    if (group) group.push(v);
    else groups.set(startOf(v.key), [v]);
  }
  const longest = variants.at(-1)?.key.length ?? 0;
  /** Index of the first variant of `group` at least `length` long. */
  const firstOfLength = (group: readonly Variant[], length: number) => {
    let lo = 0;
    let hi = group.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((group[mid]?.key.length ?? 0) < length) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const cache = new Map<string, number>();
  /** The name a window's sound (`key`: jamo and letters, see Variant) reads as, or -1. */
  function hangulName(key: string): number {
    if (key.length > longest + 4) return -1;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    let best = -1;
    let bestD = Infinity;
    const codes = jamoCodes(key);
    const group = groups.get(startOf(codes));
    if (!group) return -1;
    const bounder = jamoBounder(codes);
    try {
      // A variant of length L is tried when |L - key length| <= max(2, 0.3 L), so L lies within these bounds.
      const from = firstOfLength(group, Math.min(key.length - 2, Math.ceil(key.length / 1.3)));
      const upTo = Math.max(key.length + 2, Math.floor(key.length / 0.7));
      for (let k = from; k < group.length; k++) {
        const v = group[k];
        if (v === undefined || v.key.length > upTo) break;
        if (Math.abs(v.key.length - key.length) > Math.max(2, v.key.length * 0.3)) continue;
        const cap = Math.max(0.6, v.key.length * 0.15);
        if (bounder.to(v.bag) > cap) continue;
        const d = jamoDistanceCodes(codes, v.key, cap);
        if (d <= cap && d < bestD) {
          bestD = d;
          best = v.name;
        }
      }
    } finally {
      bounder.release();
    }
    if (cache.size > 5000) cache.clear();
    cache.set(key, best);
    return best;
  }

  // A window of Latin words can only be a name if its first word begins a name written without spaces ("t", "to",
  // ..., "torusdb"), so most windows are skipped without being joined. (The empty string begins every name: an
  // empty token is joined as before.)
  const latinStarts = prefixTrie(byCompact.keys());

  return {
    rewrite(tokens, stays) {
      const out: string[] = [];
      const found: string[] = [];
      const written: string[] = [];
      // A window made only of tokens that stay as written is not read: at least one of its words must be loose.
      const fixed = stays ? tokens.map(stays) : null;
      // Most requests have no loose word at all: nothing to read, and no sound worth working out.
      if (fixed?.every((f) => f)) return { tokens: [...tokens], names: found, written };
      // Each token's sound, worked out once for all the windows it is part of: as written inside a window, and
      // without its Korean endings when it closes one ("토러스DB를" -> 토러스DB).
      const hangul = tokens.map(isHangulWord);
      const inside = tokens.map((t, k) => (hangul[k] ? jamo(t) : t));
      const closing = tokens.map((t, k) => (hangul[k] ? jamo(stripKorean(t)) : t));
      for (let i = 0; i < tokens.length;) {
        let matched = -1;
        let width = 0;
        const latinStart = latinStarts(tokens[i] ?? "");
        for (let w = Math.min(MAX_WINDOW, tokens.length - i); w >= 1 && matched < 0; w--) {
          if (fixed) {
            let anyLoose = false;
            for (let k = i; k < i + w && !anyLoose; k++) anyLoose = fixed[k] !== true;
            if (!anyLoose) continue;
          }
          let anyHangul = false;
          for (let k = i; k < i + w && !anyHangul; k++) anyHangul = hangul[k] === true;
          if (anyHangul) {
            let key = "";
            for (let k = i; k < i + w - 1; k++) key += inside[k] ?? "";
            matched = hangulName(key + (closing[i + w - 1] ?? ""));
          } else if (latinStart) {
            // A single word that already is the name needs no rewriting, but still counts as found.
            let joined = "";
            for (let k = i; k < i + w; k++) joined += tokens[k] ?? "";
            matched = byCompact.get(joined) ?? -1;
          }
          if (matched >= 0) width = w;
        }
        if (matched >= 0) {
          out.push(...(canonical[matched] ?? []));
          found.push(names[matched] ?? "");
          written.push(tokens.slice(i, i + width).join(" "));
          i += width;
        } else {
          out.push(tokens[i] ?? "");
          i++;
        }
      }
      return { tokens: out, names: found, written };
    },
  };
}

/**
 * Whether a word begins one of `words` (each of a-z and 0-9 only), as a trie in one typed array: a walk of the
 * word's letters reads a few small rows, where a set of every prefix needed a lookup whose entries, under a busy
 * server's load, were rarely still in the CPU's caches.
 */
export function prefixTrie(words: Iterable<string>): (word: string) => boolean {
  const slot = (code: number) =>
    code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 + code - 48 : -1;
  const WIDTH = 36;
  let next = new Int32Array(WIDTH * 64).fill(-1);
  let nodes = 1;
  for (const word of words) {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const s = slot(word.charCodeAt(i));
      if (s < 0) throw new Error(`prefixTrie: "${word}" has a character other than a-z and 0-9`);
      let child = next[node * WIDTH + s] as number;
      if (child < 0) {
        if ((nodes + 1) * WIDTH > next.length) {
          const grown = new Int32Array(next.length * 2).fill(-1);
          grown.set(next);
          next = grown;
        }
        child = nodes++;
        next[node * WIDTH + s] = child;
      }
      node = child;
    }
  }
  const table = next.slice(0, nodes * WIDTH);
  return (word) => {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const s = slot(word.charCodeAt(i));
      if (s < 0) return false;
      node = table[node * WIDTH + s] as number;
      if (node < 0) return false;
    }
    return true;
  };
}
