import type { Concept } from "../../content/navigator/lexicon";
import { fromWrongLayout, hasHangul, isHangulWord, jamo, stripKorean, syllableGrams } from "./korean";
import { groupByKey } from "./feature-space";
import { createNameMatcher, type NameMatcher } from "./names";
import type { WordTest } from "./english-words";
import { editDistance, nfkc, normalize, stem, trigrams } from "./text";
import type { TraceRepair } from "./trace";

/**
 * Turns text into features for both scripts:
 *   w:<stem>     English word (lowercased, lightly stemmed, stop words dropped)
 *   h:<bigram>   Hangul syllable bigram of a word with particles / request endings stripped
 *   c:<concept>  a bilingual lexicon concept (FHE = 동형암호 ...)
 * Query analysis additionally repairs typos (trigram candidates + edit distance), Hangul typos (jamo distance)
 * and text typed on the wrong keyboard layout, against the vocabulary of the page documents.
 */

// Stop words are looked up both as typed and by their stem (features are stems), so the set holds both: without
// the stems, "does", "goes", "something" and "anything" became the content words "doe", "goe", "someth", "anyth".
const EN_STOP = withStems(
  (
    "a an the to of for in on at by with and or is are was be been am i me my we our us you your it its this that " +
    "these those what which who whom where when how why do does did can could would should will shall may might " +
    "please pls plz show tell give find get see look looking want wanna need needs like about some any more info " +
    "information page pages site website section there here just also from into as so if then than not no yes " +
    "hi hello hey thanks thank let take go going goes know learn read check something anything stuff thing things " +
    "kind sort really very much many all every one ones have has had use using used which whats wheres im id ive " +
    "help helps available offer offers provide provides hub new latest best good great recommend " +
    "suggest"
  ).split(" "),
);
function withStems(words: readonly string[]): ReadonlySet<string> {
  return new Set(words.flatMap((w) => [w, stem(w)]));
}
const KO_STOP = new Set(
  (
    "좀 관련 관련된 페이지 어디 어디야 어디에 어디서 어딨어 어딨어요 어딨나요 어디있어 어디있어요 어디있나요 어디예요 어디에요 어떻게 뭐 뭐가 뭔지 있는 원해 원해요 필요해 필요해요 필요 " +
    "찾고 찾아 보고 보기 대해 대한 에대해 알고 궁금해 궁금해요 궁금 저는 제가 우리 그냥 이거 저거 정보 내용 " +
    "나는 내가 너 안녕 안녕하세요 감사 감사합니다 가고 가서 어때 어떤 무슨 하는 있어 있나 싶어 싶어요 " +
    "알려줘 보여줘 해줘 알려주세요 보여주세요 해주세요 추천해줘 추천해주세요 찾아줘 가줘 줘요 추천 말해줘 " +
    "않고 않는 않게 없이 없는 하지 알려 보여 사이트 홈페이지에서 여기 거기 이런 저런 같은 관해 관한 위한 위해 대해서 볼래 줘 해"
  ).split(" "),
);

interface PhraseEntry {
  concept: string;
  words: string[];
}

export interface Vocabulary {
  /** English stems seen in documents or the lexicon. */
  en: Set<string>;
  /** Stripped Korean words seen in documents or the lexicon. */
  ko: Set<string>;
  /** English words as written (before stemming): the typo corrector's targets. */
  raw: Set<string>;
}

/** What a token is matched by: its stem, or for a Hangul word the word without its particles and endings. */
export function tokenKey(token: string, hangul: boolean): string {
  return hangul ? stripKorean(token) : stem(token);
}

/**
 * A token that can carry meaning: not a stop word, not a number, not a single letter (`hangul` and `key`: its script
 * and its tokenKey, which the caller has already worked out).
 */
export function isContentKey(token: string, hangul: boolean, key: string): boolean {
  if (token.length < 2 || /^[0-9]+$/.test(token)) return false;
  if (hangul) return !KO_STOP.has(token) && !KO_STOP.has(key) && !KO_FUNCTION.has(key);
  return !EN_STOP.has(token) && !EN_STOP.has(key);
}

// Question words and everyday verbs of a Korean request: not stop words for matching (some carry intent in a
// phrase), but no evidence that a request is about anything in particular.
const KO_FUNCTION = new Set(
  (
    "언제 얼마 얼마야 얼마나 얼마에요 어디야 어디서 누구 누가 왜 뭘 뭐야 뭐지 뭐해 뭐하지 있어요 없어 없어요 " +
    "되나요 돼요 되요 할까 할까요 하나요 해야 하나 하지 하면 되는 같아 같아요 좋아 좋은 좋겠어 있을까 있을까요 " +
    "싶은데 싶다 어떻게 해야 방법 가능 가능한가요 가능해 되니 아니 그래 진짜 정말 많이 조금 요즘 지금 오늘"
  ).split(" "),
);

/**
 * The feature of a text that names the company and has no content word beside it ("who is nullspace", "널스페이스가
 * 뭐야"): beside content words the name is dropped like a stop word, alone it is the subject.
 */
export const COMPANY_FEATURE = "n:company";

export interface Analyzer {
  /** Whether a token can carry meaning: `isContentKey`, and not the company's name. */
  isContent(token: string, hangul: boolean, key: string): boolean;
  /** Features of a page document (no repair: documents are the reference spelling). */
  document(text: string): string[];
  /** Features of a visitor's query, repaired against `vocab`. */
  query(text: string, vocab: VocabIndex): QueryAnalysis;
  /** Vocabulary contributions of a document text. */
  vocabulary(text: string, into: Vocabulary): void;
  /** Whether a Korean word contains a lexicon form of one of `concepts`. */
  koHasConcept(word: string, concepts: ReadonlySet<string>): boolean;
  /**
   * The function words of a text (`f:my`, `f:우리`, `f:해줘`): the stop words every other feature drops. They say
   * nothing about which page a request wants but something about who asks and for what (my credit score, our
   * bank's records), which only the scope model reads.
   */
  functionWords(text: string): string[];
}

export interface QueryAnalysis {
  features: string[];
  /** True when Hangul was typed or recovered from the wrong keyboard layout: answer in Korean. */
  korean: boolean;
  /** Tokens after repair, for debugging and the eval's miss report. */
  tokens: string[];
  /** The site's names the query mentions (names.ts). */
  names: string[];
  /** Words the analyzer changed (typos, the wrong keyboard layout), for the trace. */
  repairs: TraceRepair[];
}

export interface VocabIndex {
  vocab: Vocabulary;
  /** Real English words the site does not use: a typo repair may change only their ending. */
  realWords: WordTest;
  enTrigrams: Map<string, string[]>;
  koByLength: Map<number, { word: string; jamo: string; mask: JamoMask }[]>;
}

/** Which jamo (and other characters, folded into 53 bits) a string contains. */
export type JamoMask = readonly [low: number, high: number];

export function jamoMask(text: string): JamoMask {
  let low = 0;
  let high = 0;
  for (let i = 0; i < text.length; i++) {
    // Jamo (U+3131-U+3163) get a bit each; anything else shares one of them, which only weakens the bound.
    const bit = (((text.charCodeAt(i) - 0x3131) % 53) + 53) % 53;
    if (bit < 31) low |= 1 << bit;
    else high |= 1 << (bit - 31);
  }
  return [low, high];
}

const bitCount = (n: number) => {
  let v = n - ((n >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/**
 * A lower bound of the edit distance: every character one string has and the other lacks needs an edit of its own
 * (a swap of neighbours changes no character). Characters are folded into 53 bits; a collision only weakens it.
 */
export const maskBound = (a: JamoMask, b: JamoMask) =>
  Math.max(bitCount(a[0] & ~b[0]) + bitCount(a[1] & ~b[1]), bitCount(b[0] & ~a[0]) + bitCount(b[1] & ~a[1]));

/**
 * `vocab` is every word the navigator knows (a known word is never repaired); `koTargets` the Hangul words a
 * misspelt one may be read as (all of vocab.ko unless given); `realWords` tells a real English word from a typo
 * (none unless given).
 */
export function buildVocabIndex(
  vocab: Vocabulary,
  koTargets: ReadonlySet<string> = vocab.ko,
  realWords: WordTest = () => false,
): VocabIndex {
  const enTrigrams = new Map<string, string[]>();
  for (const word of vocab.raw) {
    if (word.length < 4) continue;
    for (const g of new Set(trigrams(word))) {
      const list = enTrigrams.get(g);
      if (list) list.push(word);
      else enTrigrams.set(g, [word]);
    }
  }
  const koByLength: VocabIndex["koByLength"] = new Map();
  for (const word of koTargets) {
    if (word.length < 2) continue;
    const j = jamo(word);
    const list = koByLength.get(j.length);
    const entry = { word, jamo: j, mask: jamoMask(j) };
    if (list) list.push(entry);
    else koByLength.set(j.length, [entry]);
  }
  return { vocab, realWords, enTrigrams, koByLength };
}

/** The shortest word the English typo repair changes: shorter ones are left alone ("sing" is not "sign"). */
export const MIN_REPAIRED_LENGTH = 5;

/** Endings that make another form of the same word ("booking" and "bookings", "independent" and "independently"). */
const INFLECTIONS: ReadonlySet<string> = new Set(["", "s", "es", "d", "ed", "ing", "ly"]);

/**
 * Whether `to` is `from` with another ending ("independently" and "independent", "leased" and "lease"): after the
 * letters they share, each ends in an inflection or nothing. "county" and "count" are different words.
 */
export function sameWordOtherEnding(from: string, to: string): boolean {
  let i = 0;
  while (i < from.length && i < to.length && from[i] === to[i]) i++;
  return i >= 4 && INFLECTIONS.has(from.slice(i)) && INFLECTIONS.has(to.slice(i));
}

const TOKEN_RE = /[a-z0-9]+|[\uac00-\ud7a3]+/g;

/**
 * A text as one feature (`x:nullspacehub`: lower case, letters, digits and Hangul only), for matching a request
 * that is word for word a page's name.
 */
export function wholeNameFeature(text: string): string | null {
  const key = text.toLowerCase().replace(/[^a-z0-9\uac00-\ud7a3]+/g, "");
  return key.length >= 2 ? `${WHOLE_PREFIX}${key}` : null;
}
export const WHOLE_PREFIX = "x:";
const RAW_TOKEN_RE = /[A-Za-z0-9]+|[\uac00-\ud7a3]+/g;

/**
 * Letters typed or dictated one by one ("p q c migration", "z k proof", "m p c wallet") joined into the word they
 * spell, when the site knows that word: single letters are no content, so the request lost its subject. A run that
 * begins with the words "a" or "i" is tried without them too ("is there a p q c guide").
 */
export function joinSpelledLetters(tokens: readonly string[], known: (word: string) => boolean): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    let end = i;
    while (end < tokens.length && /^[a-z]$/.test(tokens[end] as string)) end++;
    if (end - i < 2) {
      out.push(tokens[i] as string);
      i++;
      continue;
    }
    const run = tokens.slice(i, end);
    const whole = run.join("");
    const lead = run[0] === "a" || run[0] === "i" ? 1 : 0;
    if (known(whole)) out.push(whole);
    else if (lead && end - i - lead >= 2 && known(whole.slice(lead)))
      out.push(run[0] as string, whole.slice(lead));
    else out.push(...run);
    i = end;
  }
  return out;
}

const REPAIR_BUDGET = 12;
const REPAIR_CACHE_SIZE = 5000;

/**
 * The lexicon's English terms that a Korean writer may spell the way they sound: words of letters only, at most
 * three of them, at least four letters in all (shorter ones read as too many Korean words).
 */
function loanwordTerms(lexicon: Readonly<Record<string, Concept>>): string[] {
  const terms = new Set<string>();
  for (const concept of Object.values(lexicon))
    for (const form of concept.en) {
      const words = form.toLowerCase().split(/[\s-]+/);
      if (words.length <= 3 && words.every((w) => /^[a-z]+$/.test(w)) && words.join("").length >= 4)
        terms.add(words.join(" "));
    }
  return [...terms];
}

export function createAnalyzer(
  lexicon: Readonly<Record<string, Concept>>,
  names: NameMatcher = createNameMatcher([]),
  company: Concept = { en: [], ko: [] },
): Analyzer {
  const repairs = new Map<string, string>();
  const loanwords = createNameMatcher(loanwordTerms(lexicon), { spelledOnly: true });
  const companyEn = new Set(company.en.map((w) => stem(w.toLowerCase())));
  const companyKo = company.ko.map((w) => w.replace(/\s+/g, ""));
  /** The function-word feature of the company's name, the same in both scripts (`f:nullspace`). */
  const companyFunction = `f:${company.en[0] ?? company.ko[0] ?? "company"}`;
  /** The company's name at the start of a Hangul word ("널스페이스는", "널스페이스뭐하는회사야"), or null. */
  const companyPrefix = (word: string) => companyKo.find((f) => word.startsWith(f)) ?? null;
  /** A Hangul word with the company's name split off its front: the name, then what follows it as a word. */
  const splitCompany = (word: string): string[] => {
    const prefix = companyPrefix(word);
    if (!prefix || companyKo.includes(stripKorean(word))) return [word];
    return [prefix, word.slice(prefix.length)];
  };
  /** A text's words, the company's name split off the front of a Hangul word. */
  const wordsOf = (text: string): string[] =>
    (normalize(text).match(TOKEN_RE) ?? []).flatMap((t) => (isHangulWord(t) ? splitCompany(t) : [t]));
  const isCompany = (token: string, hangul: boolean) =>
    hangul ? companyKo.includes(stripKorean(token)) || companyKo.includes(token) : companyEn.has(stem(token));
  // English phrases keyed by their first stem, longest first, for greedy longest-match.
  const enPhrases = new Map<string, PhraseEntry[]>();
  const koForms: { concept: string; form: string }[] = [];
  for (const [concept, entry] of Object.entries(lexicon)) {
    for (const form of entry.en) {
      const words = (normalize(form).match(TOKEN_RE) ?? []).map(stem);
      const first = words[0];
      if (!first) continue;
      const list = enPhrases.get(first) ?? [];
      list.push({ concept, words });
      enPhrases.set(first, list);
    }
    for (const form of entry.ko) koForms.push({ concept, form: form.replace(/\s+/g, "") });
  }
  for (const list of enPhrases.values()) list.sort((a, b) => b.words.length - a.words.length);
  koForms.sort((a, b) => b.form.length - a.form.length);
  // Positions in koForms by the code of their first character, as compressed rows (firstStart[c] ..
  // firstStart[c + 1] in firstAt, in koForms order, longest first): only the forms that start with a syllable are
  // tried there, and finding them is two reads of an array, not a lookup in a map keyed by strings.
  const emptyForms: number[] = [];
  const startingForms: number[] = [];
  koForms.forEach(({ form }, i) => (form === "" ? emptyForms : startingForms).push(i));
  const byFirst = groupByKey(
    startingForms.map((i) => koForms[i]?.form.charCodeAt(0) ?? 0),
    0x10000,
  );
  const firstStart = byFirst.start;
  const firstAt = Int32Array.from(byFirst.order, (k) => startingForms[k] as number);
  // Scratch for koConcepts' matching (koConcepts is synchronous, so one set serves every call), grown as needed.
  let covered = new Int32Array(64);
  let pieces = new Int32Array(64);
  let choice = new Int32Array(64);
  /** True if a form of two or more syllables (of a concept in `concepts`, if given) occurs in `word`. */
  const containsForm = (word: string, concepts?: ReadonlySet<string>): boolean => {
    for (let k = 0; k < word.length - 1; k++) {
      const c = word.charCodeAt(k);
      for (let p = firstStart[c] as number; p < (firstStart[c + 1] as number); p++) {
        const f = koForms[firstAt[p] as number];
        if (f && f.form.length >= 2 && (!concepts || concepts.has(f.concept)) && word.startsWith(f.form, k))
          return true;
      }
    }
    return false;
  };

  function enConcepts(stems: string[], out: Set<string>): void {
    for (let i = 0; i < stems.length;) {
      const candidates = enPhrases.get(stems[i] ?? "");
      const hit = candidates?.find((p) => p.words.every((w, k) => stems[i + k] === w));
      if (hit) {
        out.add(`c:${hit.concept}`);
        i += hit.words.length;
      } else i++;
    }
  }

  /**
   * The lexicon's Korean concepts in Hangul words, matched in the words joined without spaces: a form typed with or
   * without its spaces ("영지식 증명", "영지식증명") matches, and so does one inside a compound ("생체인증"). A match
   * that runs across the space between two words must begin and end with whole words: "생체 인증" joined holds 체인
   * (chain) across the space, which is neither word.
   */
  function koConcepts(words: readonly string[], out: Set<string>): void {
    const compact = words.join("");
    if (compact === "") return;
    // edge[k] = 1 where a word begins or ends.
    const edge = new Uint8Array(compact.length + 1);
    for (let k = 0, at = 0; k < words.length; at += (words[k] as string).length, k++) edge[at] = 1;
    edge[compact.length] = 1;
    const aligned = (at: number, length: number) => {
      for (let k = at + 1; k < at + length; k++)
        if (edge[k] === 1) return edge[at] === 1 && edge[at + length] === 1;
      return true;
    };
    // Maximum matching, right to left: at each position, the forms that start there (and keep to the word edges
    // above) against skipping the syllable; the best reading of the rest covers the most syllables with the fewest
    // forms. So "생체인증" is read 생체 + 인증 (biometric authentication), not as the 체인 (chain) in its middle, and a
    // long form ("메인넷") is one form, not a shorter one inside it ("메인", home).
    const n = compact.length;
    if (covered.length < n + 1) {
      covered = new Int32Array(2 * (n + 1));
      pieces = new Int32Array(2 * (n + 1));
      choice = new Int32Array(2 * (n + 1));
    }
    covered[n] = 0;
    pieces[n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      let bestCovered = -1;
      let bestPieces = 0;
      let bestForm = -1;
      const c = compact.charCodeAt(i);
      for (let p = firstStart[c] as number; p < (firstStart[c + 1] as number); p++) {
        const f = firstAt[p] as number;
        const { form } = koForms[f] as (typeof koForms)[number];
        const end = i + form.length;
        if (end > n || !compact.startsWith(form, i) || !aligned(i, form.length)) continue;
        const withForm = form.length + (covered[end] as number);
        const formsUsed = 1 + (pieces[end] as number);
        if (withForm > bestCovered || (withForm === bestCovered && formsUsed < bestPieces)) {
          bestCovered = withForm;
          bestPieces = formsUsed;
          bestForm = f;
        }
      }
      // Skipping the syllable wins only when strictly better: on a tie the form that starts here is read.
      const skipped = covered[i + 1] as number;
      const skippedPieces = pieces[i + 1] as number;
      if (skipped > bestCovered || (skipped === bestCovered && skippedPieces < bestPieces)) {
        bestCovered = skipped;
        bestPieces = skippedPieces;
        bestForm = -1;
      }
      covered[i] = bestCovered;
      pieces[i] = bestPieces;
      choice[i] = bestForm;
    }
    for (const i of emptyForms) out.add(`c:${(koForms[i] as (typeof koForms)[number]).concept}`);
    for (let i = 0; i < n;) {
      const f = choice[i] as number;
      if (f < 0) i++;
      else {
        const { concept, form } = koForms[f] as (typeof koForms)[number];
        out.add(`c:${concept}`);
        i += form.length;
      }
    }
  }

  /**
   * Features of already repaired tokens (lowercase Latin words and Hangul words, the company's name split off:
   * wordsOf). The company's name gives none,
   * unless the text has no content word beside it: then it is what the text is about (COMPANY_FEATURE).
   */
  function featuresOf(tokens: string[]): string[] {
    const out = new Set<string>();
    const stems: string[] = [];
    const hangul: string[] = [];
    let namesCompany = false;
    let content = false;
    for (const t of tokens) {
      if (isHangulWord(t)) {
        if (isCompany(t, true)) namesCompany = true;
        else {
          hangul.push(t);
          content ||= isContentKey(t, true, stripKorean(t));
        }
      } else {
        const s = stem(t);
        if (companyEn.has(s)) namesCompany = true;
        else content ||= isContentKey(t, false, s);
        stems.push(s);
      }
    }
    enConcepts(stems, out);
    koConcepts(hangul, out);
    for (const s of stems) if (!EN_STOP.has(s) && !companyEn.has(s) && s.length > 1) out.add(`w:${s}`);
    for (const h of hangul) {
      const core = stripKorean(h);
      if (KO_STOP.has(core) || KO_STOP.has(h)) continue;
      for (const g of syllableGrams(core)) out.add(`h:${g}`);
    }
    if (namesCompany && !content) out.add(COMPANY_FEATURE);
    return [...out];
  }

  function repairLatin(token: string, raw: string, index: VocabIndex): string {
    const s = stem(token);
    if (enKnown(token, index) || EN_STOP.has(s) || companyEn.has(s) || /^[0-9]+$/.test(token)) return token;
    const layout = fromWrongLayout(raw);
    if (layout && koKnown(stripKorean(layout), index)) return layout;
    // Typos: short words are left alone; one edit up to 8 letters, two beyond.
    if (token.length < MIN_REPAIRED_LENGTH) return token;
    const cap = token.length >= 9 ? 2 : 1;
    const counts = new Map<string, number>();
    for (const g of trigrams(token)) {
      for (const w of index.enTrigrams.get(g) ?? []) counts.set(w, (counts.get(w) ?? 0) + 1);
    }
    let best: string | null = null;
    let bestD = cap + 1;
    for (const [w] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 24)) {
      const d = editDistance(token, w, cap);
      if (d < bestD) {
        bestD = d;
        best = w;
      }
    }
    // A real word one letter from a site word is another word ("crash" is not "cash", "decent" not "recent"),
    // unless only its ending differs.
    if (best && index.realWords(token) && !sameWordOtherEnding(token, best)) return token;
    // A layout conversion that matches nothing Korean we know is not evidence of anything: keep the token.
    return best ?? token;
  }

  /** An English word the site knows, as written or by its stem. */
  function enKnown(word: string, index: VocabIndex): boolean {
    return index.vocab.raw.has(word) || index.vocab.en.has(stem(word));
  }

  function koKnown(word: string, index: VocabIndex): boolean {
    return index.vocab.ko.has(word) || containsForm(word);
  }

  function repairHangul(word: string, index: VocabIndex): string {
    const core = stripKorean(word);
    if (core.length < 2 || KO_STOP.has(core) || index.vocab.ko.has(core) || companyPrefix(core)) return word;
    const j = jamo(core);
    if (j.length < 5) return word;
    const cap = j.length >= 12 ? 2 : 1;
    const mask = jamoMask(j);
    let best: string | null = null;
    let bestD = cap + 1;
    for (let len = j.length - cap; len <= j.length + cap; len++) {
      for (const entry of index.koByLength.get(len) ?? []) {
        if (maskBound(mask, entry.mask) >= bestD) continue;
        const d = editDistance(j, entry.jamo, cap);
        if (d < bestD) {
          bestD = d;
          best = entry.word;
        }
      }
    }
    if (!best) return word;
    // Keep what followed the corrected stem (particles carry no features, but keep the text readable).
    return best + word.slice(core.length);
  }

  return {
    isContent(token, hangul, key) {
      return isContentKey(token, hangul, key) && !isCompany(token, hangul);
    },
    koHasConcept(word, concepts) {
      return containsForm(word, concepts);
    },
    document(text) {
      return featuresOf(wordsOf(text));
    },
    functionWords(text) {
      const out = new Set<string>();
      for (const t of wordsOf(text)) {
        if (isHangulWord(t)) {
          const core = stripKorean(t);
          if (isCompany(t, true)) out.add(companyFunction);
          else if (KO_STOP.has(t) || KO_STOP.has(core) || KO_FUNCTION.has(core)) out.add(`f:${core || t}`);
        } else if (EN_STOP.has(t)) out.add(`f:${t}`);
        else if (companyEn.has(stem(t))) out.add(companyFunction);
      }
      return [...out];
    },
    vocabulary(text, into) {
      for (const t of wordsOf(text)) {
        if (isHangulWord(t)) {
          const core = stripKorean(t);
          if (core.length >= 2 && !KO_STOP.has(core) && !isCompany(t, true)) into.ko.add(core);
        } else if (!EN_STOP.has(stem(t)) && !companyEn.has(stem(t))) {
          into.en.add(stem(t));
          if (/^[a-z]+$/.test(t)) into.raw.add(t);
        }
      }
    },
    query(text, index) {
      const rawTokens = nfkc(text).match(RAW_TOKEN_RE) ?? [];
      const lowered = rawTokens.map((t) => t.toLowerCase());
      // Each word as typed (the keyboard-layout repair needs its capitals); when none has a capital, that is the
      // word itself and no map is needed.
      let raw: Map<string, string> | null = null;
      for (let k = 0; k < rawTokens.length; k++) {
        if (rawTokens[k] === lowered[k]) continue;
        raw = new Map(rawTokens.map((t, j) => [lowered[j] ?? t, t]));
        break;
      }
      // Names first ("토러스 DB", "torus db" -> "torusdb"): their words are the site's, so repair leaves them be.
      const rewritten = names.rewrite(joinSpelledLetters(lowered, (w) => enKnown(w, index)));
      // Then English terms written in Hangul the way they sound (제로 널리지 -> zero knowledge, 시크릿 셰어링 ->
      // secret sharing). A window of words the site knows in Korean stays Korean; one unknown word beside them lets
      // the window be read (페더레이티드 러닝: the pages use the first word, not the second). A word of one syllable
      // stays too: 앱 (app) read as "apple".
      const read = loanwords.rewrite(
        rewritten.tokens,
        (t) =>
          !isHangulWord(t) || t.length < 2 || companyPrefix(t) !== null || koKnown(stripKorean(t), index),
      );
      const named = read.tokens;
      const tokens: string[] = [];
      let korean = hasHangul(text);
      // Repairs are memoised (bounded) and a query gets a budget of them, so a 500-character wall of
      // unknown words cannot cost more than a few repairs.
      let budget = REPAIR_BUDGET;
      const repaired: TraceRepair[] = read.names.map((to, k) => ({
        from: read.written[k] ?? "",
        to,
        kind: "loanword",
      }));
      for (const lower of named) {
        const original = raw?.get(lower) ?? lower;
        const cached = repairs.get(original);
        let fixed: string;
        if (cached !== undefined) fixed = cached;
        else if (budget <= 0) fixed = lower;
        else {
          budget--;
          fixed = isHangulWord(lower) ? repairHangul(lower, index) : repairLatin(lower, original, index);
          if (repairs.size >= REPAIR_CACHE_SIZE) repairs.clear();
          repairs.set(original, fixed);
        }
        if (fixed !== lower) {
          const kind = isHangulWord(lower) ? "hangul-typo" : isHangulWord(fixed) ? "layout" : "typo";
          repaired.push({ from: original, to: fixed, kind });
        }
        if (isHangulWord(fixed) && !isHangulWord(lower)) korean = true;
        if (isHangulWord(fixed)) tokens.push(...splitCompany(fixed));
        else tokens.push(fixed);
      }
      const whole = wholeNameFeature(text);
      const features = featuresOf(tokens);
      if (whole) features.push(whole);
      return { features, korean, tokens, names: rewritten.names, repairs: repaired };
    },
  };
}
