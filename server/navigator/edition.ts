import type { Concept } from "../../content/navigator/lexicon";
import type { Locale } from "../../content/locales";
import { isHangulWord, stripKorean } from "./korean";
import { normalize } from "./text";

/** The edition a request names, if it names exactly one (see `editionWords` in the lexicon). */
export type EditionReader = (query: string) => Locale | null;

export function createEditionReader(words: Readonly<Record<Locale, Concept>>): EditionReader {
  const entries = Object.entries(words) as [Locale, Concept][];
  const phrases = entries.map(([locale, c]) => ({
    locale,
    // Whole words: "in korean" inside "in koreana" is no edition.
    english: c.en.map((p) => new RegExp(`(^|[^a-z0-9])${p.replace(/ /g, "\\s+")}($|[^a-z0-9])`)),
    korean: new Set(c.ko),
  }));
  return (query) => {
    const text = normalize(query);
    const hangulWords = (text.match(/[\uac00-\ud7a3]+/g) ?? []).filter(isHangulWord);
    let found: Locale | null = null;
    for (const { locale, english, korean } of phrases) {
      const named =
        english.some((re) => re.test(text)) ||
        hangulWords.some((w) => korean.has(w) || korean.has(stripKorean(w)));
      if (!named) continue;
      // Both editions named ("translate english to korean"): neither is the one wanted.
      if (found !== null) return null;
      found = locale;
    }
    return found;
  };
}
