import { disassemble } from "es-hangul";

/**
 * English names read aloud in Hangul, as jamo strings ("torus" -> ㅌㅗㄹㅓㅅㅡ, "DB" -> ㄷㅣㅂㅣ). Korean visitors
 * write product names the way they sound (토러스DB, 토러스디비, 엡실론); the navigator derives those spellings from
 * the Latin names instead of listing them. The result is approximate on purpose: names are matched with a
 * phonetic distance (jamoDistance) that forgives the vowel and epenthetic choices Korean loanwords vary on.
 */

const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: "에이",
  b: "비",
  c: "씨",
  d: "디",
  e: "이",
  f: "에프",
  g: "지",
  h: "에이치",
  i: "아이",
  j: "제이",
  k: "케이",
  l: "엘",
  m: "엠",
  n: "엔",
  o: "오",
  p: "피",
  q: "큐",
  r: "알",
  s: "에스",
  t: "티",
  u: "유",
  v: "브이",
  w: "더블유",
  x: "엑스",
  y: "와이",
  z: "지",
};

/**
 * Common English words whose usual Korean loanword spelling does not follow the letter rules below. General
 * vocabulary, not product names: the names themselves are derived.
 */
const LOANWORDS: Readonly<Record<string, string>> = {
  function: "펑션",
  chain: "체인",
  sign: "사인",
  circuit: "서킷",
  circuits: "서킷",
  proxy: "프록시",
  private: "프라이빗",
  privacy: "프라이버시",
  fabric: "패브릭",
  ledger: "레저",
  actor: "액터",
  data: "데이터",
  hub: "허브",
  lab: "랩",
  labs: "랩스",
  service: "서비스",
  platform: "플랫폼",
  community: "커뮤니티",
  research: "리서치",
  space: "스페이스",
  null: "널",
  phone: "폰",
  id: "아이디",
  priv: "프라이빗",
  // Technical words a Korean writer may spell by sound where the Korean edition uses a Korean term (영지식,
  // 연합학습, 양자내성): their usual spellings, which English orthography does not give by rule.
  knowledge: "널리지",
  learning: "러닝",
  quantum: "퀀텀",
  safe: "세이프",
  computation: "컴퓨테이션",
  federated: "페더레이티드",
  differential: "디퍼렌셜",
  encryption: "인크립션",
  cryptography: "크립토그래피",
  resistant: "레지스턴트",
  preserving: "프리저빙",
  signature: "시그니처",
  party: "파티",
  secure: "시큐어",
  machine: "머신",
  verifiable: "베리파이어블",
  lattice: "래티스",
  secret: "시크릿",
  sharing: "셰어링",
  threshold: "스레숄드",
  inference: "인퍼런스",
};

const VOWELS = "aeiouy";
const isVowel = (c: string | undefined) => c !== undefined && c.length === 1 && VOWELS.includes(c);

// Consonant spellings: [onset jamo, coda jamo or "" when the consonant takes an epenthetic ㅡ instead].
const CONSONANTS: Readonly<Record<string, readonly [string, string]>> = {
  b: ["ㅂ", ""],
  d: ["ㄷ", ""],
  f: ["ㅍ", ""],
  g: ["ㄱ", ""],
  h: ["ㅎ", ""],
  j: ["ㅈ", ""],
  k: ["ㅋ", "ㄱ"],
  l: ["ㄹ", "ㄹ"],
  m: ["ㅁ", "ㅁ"],
  n: ["ㄴ", "ㄴ"],
  p: ["ㅍ", "ㅂ"],
  q: ["ㅋ", ""],
  r: ["ㄹ", ""],
  s: ["ㅅ", ""],
  t: ["ㅌ", "ㅅ"],
  v: ["ㅂ", ""],
  w: ["ㅇㅜ", ""],
  x: ["ㅋㅅ", ""],
  z: ["ㅈ", ""],
};

const VOWEL_SPELLINGS: readonly [string, string][] = [
  ["ee", "ㅣ"],
  ["ea", "ㅣ"],
  ["oo", "ㅜ"],
  ["ou", "ㅏㅇㅜ"],
  ["ai", "ㅔㅇㅣ"],
  ["ay", "ㅔㅇㅣ"],
  ["a", "ㅐ"],
  ["e", "ㅔ"],
  ["i", "ㅣ"],
  ["o", "ㅗ"],
  ["u", "ㅓ"],
  ["y", "ㅣ"],
];

/** Jamo of a word read by its letters' sounds (a rough English-to-Hangul transcription). */
export function soundJamo(word: string): string {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  const loan = LOANWORDS[w];
  if (loan) return disassemble(loan);
  let out = "";
  let i = 0;
  let afterVowel = false;
  while (i < w.length) {
    const vowel = VOWEL_SPELLINGS.find(([spelling]) => w.startsWith(spelling, i));
    // A final silent e ("crate") is not read.
    if (vowel && !(vowel[0] === "e" && i === w.length - 1 && i > 0)) {
      out += afterVowel || out === "" || out.endsWith("ㅡ") ? "ㅇ" : "";
      if (out.endsWith("ㅡ")) out = out.slice(0, -1);
      out += vowel[1];
      i += vowel[0].length;
      afterVowel = true;
      continue;
    }
    if (vowel) {
      i++;
      continue;
    }
    let c = w.charAt(i);
    let onset: string;
    let coda: string;
    let step = 1;
    const two = w.slice(i, i + 2);
    if (two === "sh") [onset, coda, step] = ["ㅅㅣ", "", 2];
    else if (two === "ch") [onset, coda, step] = ["ㅊ", "", 2];
    else if (two === "th") [onset, coda, step] = ["ㅅ", "", 2];
    else if (two === "ph") [onset, coda, step] = ["ㅍ", "", 2];
    else if (two === "ck") [onset, coda, step] = ["ㅋ", "ㄱ", 2];
    else if (two === "ng") [onset, coda, step] = ["ㅇㄱ", "ㅇ", 2];
    else {
      if (c === "c") c = isVowel(w.charAt(i + 1)) && "eiy".includes(w.charAt(i + 1)) ? "s" : "k";
      [onset, coda] = CONSONANTS[c] ?? ["", ""];
      // A doubled consonant is read once.
      if (w.charAt(i + 1) === w.charAt(i)) step = 2;
    }
    const next = w.charAt(i + step);
    if (isVowel(next)) out += onset;
    else if (afterVowel && coda !== "") out += coda;
    else if (c === "r" && afterVowel) out += "";
    else out += `${onset}ㅡ`;
    if (onset.endsWith("ㅣ") && !isVowel(next)) out = out.replace(/ㅣㅡ$/, "ㅣ");
    afterVowel = false;
    i += step;
  }
  return out;
}

/** Jamo of a word spelled letter by letter ("DB" -> 디비). */
export function letterJamo(word: string): string {
  return disassemble([...word.toLowerCase()].map((c) => LETTER_NAMES[c] ?? "").join(""));
}

/**
 * The ways Korean writers read one part of a name: acronyms (all capitals, or two letters) letter by letter and,
 * when they can be pronounced, as a word (CUSP: 씨유에스피, 커스프); other words by sound.
 */
export function partReadings(part: string): string[] {
  const letters = part.replace(/[^A-Za-z]/g, "");
  if (letters === "") return [];
  const acronym = (letters === letters.toUpperCase() && letters.length <= 5) || letters.length <= 2;
  const readings = new Set<string>();
  if (acronym) readings.add(letterJamo(letters));
  if (!acronym || (letters.length >= 3 && [...letters.toLowerCase()].some((c) => isVowel(c))))
    readings.add(soundJamo(letters));
  return [...readings];
}

/** A name's parts: words split at spaces, hyphens and case changes ("TorusDB" -> Torus, DB; "PrivID"). */
export function nameParts(name: string): string[] {
  return name
    .split(/[^A-Za-z0-9]+/)
    .flatMap((word) => word.split(/(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/))
    .filter((p) => p !== "");
}

// ---- phonetic distance between jamo strings

const VOWEL_JAMO = "ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ";
/** Same-place consonants: ㄱ/ㅋ/ㄲ, ㄷ/ㅌ/ㄸ, ㅂ/ㅍ/ㅃ, ㅅ/ㅆ, ㅈ/ㅊ/ㅉ. */
const CONSONANT_CLASSES = ["ㄱㅋㄲ", "ㄷㅌㄸ", "ㅂㅍㅃ", "ㅅㅆ", "ㅈㅊㅉ"];

// Per-character costs as tables over the UTF-16 code units up to the Hangul compatibility jamo block, so the
// inner loop of the distance is array reads: a visitor's query is compared with every spelled name variant,
// and that comparison is most of the navigator's work on a Korean query it has not seen before.
const TABLE_SIZE = 0x3190;
const INDEL = new Float64Array(TABLE_SIZE).fill(1);
const IS_VOWEL = new Uint8Array(TABLE_SIZE);
const CONSONANT_CLASS = new Uint8Array(TABLE_SIZE);
for (const v of VOWEL_JAMO) {
  IS_VOWEL[v.charCodeAt(0)] = 1;
  INDEL[v.charCodeAt(0)] = 0.7;
}
CONSONANT_CLASSES.forEach((members, i) => {
  for (const c of members) CONSONANT_CLASS[c.charCodeAt(0)] = i + 1;
});
// The epenthetic ㅡ and the silent ㅇ come and go almost for free; a doubled ㄹ nearly so.
INDEL["ㅡ".charCodeAt(0)] = 0.3;
INDEL["ㅇ".charCodeAt(0)] = 0.3;
INDEL["ㄹ".charCodeAt(0)] = 0.5;

/** The consonant class of a jamo code unit (ㄱ/ㅋ/ㄲ share one), or the code unit itself for any other character. */
export const soundClass = (c: number): number =>
  c < TABLE_SIZE && (CONSONANT_CLASS[c] ?? 0) !== 0 ? -(CONSONANT_CLASS[c] ?? 0) : c;

const indelCost = (c: number) => (c < TABLE_SIZE ? (INDEL[c] ?? 1) : 1);

function substitution(a: number, b: number): number {
  if (a === b) return 0;
  if (a >= TABLE_SIZE || b >= TABLE_SIZE) return 1;
  if (IS_VOWEL[a] === 1 && IS_VOWEL[b] === 1) return 0.5;
  const ca = CONSONANT_CLASS[a] ?? 0;
  return ca !== 0 && ca === CONSONANT_CLASS[b] ? 0.4 : 1;
}

/**
 * The least an edit involving code unit `c` can cost (deleting or inserting it, or substituting it by another):
 * what every occurrence of `c` that the other string cannot match costs at least.
 */
const LEAST = new Float64Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) {
  const cheapestSubstitution = IS_VOWEL[c] === 1 ? 0.5 : (CONSONANT_CLASS[c] ?? 0) !== 0 ? 0.4 : 1;
  LEAST[c] = Math.min(INDEL[c] ?? 1, cheapestSubstitution);
}

/** A string's characters with their counts, each weighted by its cheapest edit: the operand of the bound below. */
export interface JamoBag {
  codes: Uint16Array;
  counts: Int16Array;
  /** Sum of count x LEAST over the characters. */
  total: number;
}

export function jamoBag(text: Uint16Array): JamoBag {
  const counts = new Map<number, number>();
  for (const c of text) counts.set(c, (counts.get(c) ?? 0) + 1);
  const codes = Uint16Array.from(counts.keys());
  const bag = { codes, counts: Int16Array.from(counts.values()), total: 0 };
  bag.counts.forEach((n, i) => (bag.total += n * least(codes[i] ?? 0)));
  return bag;
}

const least = (c: number) => (c < TABLE_SIZE ? (LEAST[c] ?? 1) : 1);

// The counts of the string being bounded, by code unit (zeroed again by release()), and whether a bounder holds
// them: a second one before release() would zero counts the first still uses.
const held = new Int16Array(0x10000);
let holding = false;
/**
 * The bound is a sum and a difference in floating point, the distance a sum in another order: both may round a
 * few units of the last place apart. The bound gives up this much so that it never exceeds the distance as
 * computed, and a variant exactly at its cap is still compared.
 */
const ROUNDING_SLACK = 1e-9;

/**
 * A lower bound of jamoDistanceCodes(a, b, ·) for one `a` against many `b`s, each in O(distinct characters of b):
 * every occurrence of a character that the other string has fewer of must be deleted, inserted or substituted,
 * at LEAST its cheapest edit. The name matcher uses it to skip the full comparison with the name variants that
 * share too few sounds with a query's words. One at a time: release() it before bounding another string.
 */
export function jamoBounder(a: Uint16Array): { to(b: JamoBag): number; release(): void } {
  if (holding) throw new Error("jamoBounder: release the previous bounder first");
  holding = true;
  const bagA = jamoBag(a);
  bagA.codes.forEach((c, i) => (held[c] = bagA.counts[i] ?? 0));
  return {
    to(b) {
      let common = 0;
      let onlyB = 0;
      for (let i = 0; i < b.codes.length; i++) {
        const c = b.codes[i] ?? 0;
        const inB = b.counts[i] ?? 0;
        const shared = Math.min(held[c] ?? 0, inB);
        const weight = least(c);
        common += shared * weight;
        onlyB += (inB - shared) * weight;
      }
      return Math.max(bagA.total - common, onlyB) - ROUNDING_SLACK;
    },
    release() {
      for (const c of bagA.codes) held[c] = 0;
      holding = false;
    },
  };
}

/** jamoBounder(a).to(jamoBag(b)) for one pair. */
export function jamoDistanceBound(a: Uint16Array, b: Uint16Array): number {
  const bounder = jamoBounder(a);
  try {
    return bounder.to(jamoBag(b));
  } finally {
    bounder.release();
  }
}

/** A string as UTF-16 code units, the form jamoDistanceCodes compares. */
export function jamoCodes(text: string): Uint16Array {
  const codes = new Uint16Array(text.length);
  for (let i = 0; i < text.length; i++) codes[i] = text.charCodeAt(i);
  return codes;
}

// Two rows of the dynamic programme, reused by every call (the engine is synchronous) and grown on demand.
let rowA = new Float64Array(64);
let rowB = new Float64Array(64);

/**
 * jamoDistance on strings already turned into code units: no allocation per call, and it gives up as soon as a
 * whole row of the table exceeds `cap`.
 */
export function jamoDistanceCodes(a: Uint16Array, b: Uint16Array, cap: number): number {
  const cols = b.length + 1;
  if (rowA.length < cols) {
    rowA = new Float64Array(cols * 2);
    rowB = new Float64Array(cols * 2);
  }
  let prev = rowA;
  let cur = rowB;
  prev[0] = 0;
  for (let j = 1; j < cols; j++) prev[j] = (prev[j - 1] ?? 0) + indelCost(b[j - 1] ?? 0);
  for (let i = 1; i <= a.length; i++) {
    const ca = a[i - 1] ?? 0;
    const deleteA = indelCost(ca);
    let left = (prev[0] ?? 0) + deleteA;
    cur[0] = left;
    let rowMin = left;
    for (let j = 1; j < cols; j++) {
      const cb = b[j - 1] ?? 0;
      const up = (prev[j] ?? 0) + deleteA;
      const diag = (prev[j - 1] ?? 0) + substitution(ca, cb);
      const across = left + indelCost(cb);
      let v = up < diag ? up : diag;
      if (across < v) v = across;
      cur[j] = v;
      left = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > cap) return Infinity;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[cols - 1] ?? Infinity;
}

/**
 * Weighted edit distance between two jamo strings (Latin letters may appear too and only match themselves):
 * vowels and same-place consonants (ㄱ/ㅋ, ㄷ/ㅌ, ㅂ/ㅍ, ㅅ/ㅆ, ㅈ/ㅊ) substitute cheaply, and the epenthetic ㅡ,
 * the silent ㅇ and a doubled ㄹ come and go almost for free. Gives up (returns Infinity) beyond `cap`.
 */
export function jamoDistance(a: string, b: string, cap: number): number {
  return jamoDistanceCodes(jamoCodes(a), jamoCodes(b), cap);
}
