import type { EditionWords } from "../../content/navigator/lexicon";
import type { Locale } from "../../content/locales";
import { isHangulWord, stripKorean } from "./korean";
import { normalize } from "./text";

/** What a request says of the edition it wants (see `editionWords` in the lexicon). */
export interface EditionRead {
  /** The edition the request names, if it names exactly one. */
  edition: Locale | null;
  /**
   * The request without the words that name it ("privacy policy in korean" → "privacy policy"): they say where the
   * page is wanted, not which page. The whole request when it names none, or when nothing is left but words for
   * the edition itself ("korean version", "영문 사이트" ask for that edition's home page, which learns them).
   */
  content: string;
}

export type EditionReader = (query: string) => EditionRead;

export function createEditionReader(words: EditionWords): EditionReader {
  const locales: Locale[] = ["en", "ko"];
  const site = new Set([...words.site.en, ...words.site.ko]);
  const phrases = locales.map((locale) => ({
    locale,
    // Whole words: "in korean" inside "in koreana" is no edition. Matched on the normalised request; removed from
    // the request as typed (ignoring case), whose capitals the analyzer reads (a Korean word typed on the English
    // layout).
    english: words[locale].en.map(
      (p) => new RegExp(`(^|[^a-z0-9])${p.replace(/ /g, "\\s+")}(?=$|[^a-z0-9])`, "gi"),
    ),
    korean: new Set(words[locale].ko),
  }));
  // Most requests name no edition: one test of every form tells them apart before any word is read.
  const escape = (form: string) => form.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  const anyForm = new RegExp(
    locales
      .flatMap((locale) => [...words[locale].en, ...words[locale].ko])
      .map(escape)
      .join("|"),
  );
  const isSiteWord = (w: string) => {
    const lower = w.toLowerCase();
    return site.has(lower) || (isHangulWord(w) && site.has(stripKorean(w)));
  };
  return (query) => {
    const text = normalize(query);
    if (!anyForm.test(text)) return { edition: null, content: query };
    const hangulWords = (text.match(/[\uac00-\ud7a3]+/g) ?? []).filter(isHangulWord);
    let found: Locale | null = null;
    let content = query;
    for (const { locale, english, korean } of phrases) {
      const names = (w: string) => korean.has(w) || korean.has(stripKorean(w));
      const named = english.some((re) => re.test(text)) || hangulWords.some(names);
      english.forEach((re) => (re.lastIndex = 0));
      if (!named) continue;
      // Both editions named ("translate english to korean"): neither is the one wanted.
      if (found !== null) return { edition: null, content: query };
      found = locale;
      for (const re of english) content = content.replace(re, "$1 ");
      content = content.replace(/[\uac00-\ud7a3]+/g, (w) => (isHangulWord(w) && names(w) ? " " : w));
    }
    // Nothing left but words for the edition itself ("영문 사이트"): the request asks for that edition's home page.
    const left = content.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
    return { edition: found, content: found !== null && !left.every(isSiteWord) ? left.join(" ") : query };
  };
}
