import { convertQwertyToHangul, disassemble } from "es-hangul";

/** Korean helpers: particle / request-ending stripping, syllable bigrams, jamo distance, wrong layout. */

export const hasHangul = (text: string): boolean => /[\uac00-\ud7a3\u3131-\u318e]/.test(text);
/** A non-empty word of Hangul syllables only (a loop, not a pattern: the engine asks this of every token). */
export const isHangulWord = (word: string): boolean => {
  if (word.length === 0) return false;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 0xac00 || c > 0xd7a3) return false;
  }
  return true;
};

// Longest first. Request endings are stripped before particles ("논문을보여줘" -> "논문을" -> "논문").
const ENDINGS = [
  "보여주시겠어요",
  "보여주세요",
  "보여줄래요",
  "보여줄래",
  "보여줘요",
  "보여줘",
  "알려주세요",
  "알려줄래",
  "알려줘요",
  "알려줘",
  "찾아주세요",
  "찾아줘요",
  "찾아줘",
  "추천해줘",
  "소개해줘",
  "안내해줘",
  "해주세요",
  "해줘요",
  "해줘",
  "하고싶어요",
  "하고싶어",
  "싶어요",
  "싶습니다",
  "싶어",
  "할래요",
  "할래",
  "하려면",
  "하려고",
  "하는데",
  "있나요",
  "있어요",
  "있습니까",
  "있니",
  "인가요",
  "이에요",
  "입니다",
  "가줘",
  "갈래",
  "주세요",
  "해요",
  "이야",
  "예요",
  "은요",
  "는요",
  "하기",
  "하는",
  "할",
];
const PARTICLES = [
  "에서는",
  "에서도",
  "으로는",
  "에게",
  "한테",
  "에서",
  "에는",
  "으로",
  "이랑",
  "하고",
  "부터",
  "까지",
  "처럼",
  "보다",
  "이나",
  "에",
  "은",
  "는",
  "이",
  "가",
  "을",
  "를",
  "의",
  "와",
  "과",
  "도",
  "로",
  "랑",
  "만",
];

/** Each list grouped by its suffixes' last syllable (as a char code), in list order. */
const byLastSyllable = (list: readonly string[]) => {
  const groups = new Map<number, string[]>();
  for (const suffix of list) {
    const last = suffix.charCodeAt(suffix.length - 1);
    groups.set(last, [...(groups.get(last) ?? []), suffix]);
  }
  return groups;
};
const ENDINGS_BY_LAST = byLastSyllable(ENDINGS);
const PARTICLES_BY_LAST = byLastSyllable(PARTICLES);
/** Request endings once, then particles twice. */
const STRIP_PASSES = [ENDINGS_BY_LAST, PARTICLES_BY_LAST, PARTICLES_BY_LAST] as const;

/** Strip request endings then particles while at least two syllables remain. */
export function stripKorean(word: string): string {
  let w = word;
  for (const groups of STRIP_PASSES) {
    // Only the suffixes that end like the word can match; the first match in list order wins, as before.
    for (const suffix of groups.get(w.charCodeAt(w.length - 1)) ?? []) {
      if (w.endsWith(suffix) && w.length - suffix.length >= 2) {
        w = w.slice(0, -suffix.length);
        break;
      }
    }
  }
  return w;
}

/** Syllable bigrams (a single syllable stays a unigram): robust to particles and spacing. */
export function syllableGrams(word: string): string[] {
  if (word.length < 2) return word ? [word] : [];
  const grams: string[] = [];
  for (let i = 0; i + 1 < word.length; i++) grams.push(word.slice(i, i + 2));
  return grams;
}

const SYLLABLE_BASE = 0xac00;
const SYLLABLE_COUNT = 11_172;
/** Each syllable's jamo as es-hangul spells them, filled in the first time the syllable is met. */
const syllableJamo: (string | undefined)[] = new Array<string | undefined>(SYLLABLE_COUNT);

/**
 * A word's Hangul letters (jamo), complex vowels and finals split: "과" -> "ㄱㅗㅏ", exactly as es-hangul's
 * disassemble. The navigator asks this of every Korean word of every request; disassemble builds arrays of arrays
 * for each call (a fifth of everything a decision allocated), so each syllable's answer is kept instead.
 */
export function jamo(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) {
    const index = word.charCodeAt(i) - SYLLABLE_BASE;
    if (index >= 0 && index < SYLLABLE_COUNT) {
      let letters = syllableJamo[index];
      if (letters === undefined) syllableJamo[index] = letters = disassemble(word.charAt(i));
      out += letters;
    } else {
      // Anything else (a lone jamo, a letter, half of a surrogate pair) keeps es-hangul's own treatment.
      const code = word.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(code);
      out += disassemble(char);
      i += char.length - 1;
    }
  }
  return out;
}

/**
 * A Latin token typed with the Korean layout switched off ("ehdgudkaghgh" -> "동형암호"). Returns the Hangul
 * text only when every character composes into a full syllable, so English words and gibberish stay as they are.
 */
export function fromWrongLayout(token: string): string | null {
  if (!/^[a-zA-Z]{2,}$/.test(token)) return null;
  let converted: string;
  try {
    converted = convertQwertyToHangul(token);
  } catch {
    // es-hangul throws on some impossible jamo sequences (e.g. "hox"): such text is simply not Korean.
    return null;
  }
  return converted.length >= 2 && isHangulWord(converted) ? converted : null;
}
