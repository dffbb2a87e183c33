/** Language-neutral text helpers: normalisation, light English stemming, edit distance. */

export function normalize(text: string): string {
  return nfkc(text).toLowerCase().replace(/[’']/g, "").trim();
}

/**
 * `text.normalize("NFKC")`, without the call when nothing can change: ASCII and precomposed Hangul syllables are
 * their own NFKC form, and nothing among them combines with its neighbour (a combining mark or a conjoining jamo
 * that would is neither). Most queries are such text, and the normalizer's tables are rarely in the CPU's caches
 * between two requests of a busy server.
 */
export function nfkc(text: string): string {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80 && (c < 0xac00 || c > 0xd7a3)) return text.normalize("NFKC");
  }
  return text;
}

/** Light stemming: plurals and -ing/-ed. Applied identically to documents and queries. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("s") && !/(ss|us|is|as|os)$/.test(word)) return word.slice(0, -1);
  if (word.endsWith("ing") && word.length > 5) return word.slice(0, -3);
  if (word.endsWith("ed") && word.length > 5) return word.slice(0, -2);
  return word;
}

// Three rows of the table (the transposition looks two rows back), reused by every call and grown on demand: the
// typo repair compares an unknown word with dozens of candidates per query.
let rowsBuffer = new Int32Array(3 * 64);

/** Optimal string alignment distance (Damerau: adjacent swaps count 1), capped for speed. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const cols = b.length + 1;
  if (rowsBuffer.length < 3 * cols) rowsBuffer = new Int32Array(6 * cols);
  let before = rowsBuffer.subarray(0, cols);
  let prev = rowsBuffer.subarray(cols, 2 * cols);
  let cur = rowsBuffer.subarray(2 * cols, 3 * cols);
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    const caBefore = i > 1 ? a.charCodeAt(i - 2) : -1;
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cb = b.charCodeAt(j - 1);
      const up = (prev[j] ?? 0) + 1;
      const left = (cur[j - 1] ?? 0) + 1;
      const diagonal = (prev[j - 1] ?? 0) + (ca === cb ? 0 : 1);
      let v = up < left ? up : left;
      if (diagonal < v) v = diagonal;
      if (j > 1 && ca === b.charCodeAt(j - 2) && caBefore === cb) {
        const swap = (before[j - 2] ?? 0) + 1;
        if (swap < v) v = swap;
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return cap + 1;
    const oldest = before;
    before = prev;
    prev = cur;
    cur = oldest;
  }
  return prev[cols - 1] ?? cap + 1;
}

export function trigrams(word: string): string[] {
  const padded = `^${word}$`;
  const grams: string[] = [];
  for (let i = 0; i + 3 <= padded.length; i++) grams.push(padded.slice(i, i + 3));
  return grams;
}
