import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { collectNames } from "./content-source";
import { createNameMatcher, prefixTrie } from "./names";
import {
  jamoBounder,
  jamoCodes,
  jamoDistance,
  jamoDistanceBound,
  letterJamo,
  nameParts,
} from "./transliterate";

const matcher = createNameMatcher(collectNames());
const found = (query: string) =>
  matcher.rewrite(query.toLowerCase().match(/[a-z0-9]+|[\uac00-\ud7a3]+/g) ?? []).names;

describe("names", () => {
  it("splits names at spaces, hyphens and case changes, and spells acronyms by their letters", () => {
    expect(nameParts("TorusDB")).toEqual(["Torus", "DB"]);
    expect(nameParts("PQC-Function")).toEqual(["PQC", "Function"]);
    expect(nameParts("PrivID")).toEqual(["Priv", "ID"]);
    expect(letterJamo("DB")).toBe("ㄷㅣㅂㅣ");
  });

  it("forgives the vowel and epenthesis choices of Korean loanwords, not other words", () => {
    expect(jamoDistance("ㅌㅗㄹㅜㅅㅡ", "ㅌㅗㄹㅓㅅㅡ", 2)).toBeLessThanOrEqual(0.5);
    expect(jamoDistance("ㅅㅓㅂㅣㅅㅡ", "ㅌㅗㄹㅓㅅㅡ", 1)).toBe(Infinity);
  });

  it("bounds the phonetic distance from below (the matcher skips variants on the bound alone)", () => {
    const jamoOrLetter = fc.constantFrom(
      ..."ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎㅏㅐㅑㅓㅔㅕㅗㅛㅜㅠㅡㅣabcdz",
    );
    const word = fc.array(jamoOrLetter, { maxLength: 14 }).map((cs) => cs.join(""));
    fc.assert(
      fc.property(word, word, (a, b) => {
        const bound = jamoDistanceBound(jamoCodes(a), jamoCodes(b));
        // With no cap the full distance is exact; the bound never exceeds it (and never depends on call order).
        expect(bound).toBeLessThanOrEqual(jamoDistance(a, b, Infinity));
        expect(jamoDistanceBound(jamoCodes(a), jamoCodes(b))).toBe(bound);
      }),
      { numRuns: 2000 },
    );
  });

  it("still finds a name whose spelling is exactly at the distance cap (the bound does not round it away)", () => {
    // ㅆㅣㅇㅗㄹㅇㅔㅅㅡㅍㅗ against CUSP's ㅆㅣㅇㅠㅇㅔㅅㅡㅍㅣ: distance 1.5, cap 1.5.
    expect(found("씨올에스포")).toEqual(["CUSP"]);
    expect(found("투러스디비")).toEqual(["TorusDB"]);
    expect(found("태런스디비")).toEqual(["TorusDB"]);
  });

  it("lets one bounder at a time hold its counts", () => {
    const first = jamoBounder(jamoCodes("ㅌㅗㄹㅓㅅㅡ"));
    expect(() => jamoBounder(jamoCodes("ㅋㅡㅅㅡㅍㅡ"))).toThrow(/release/);
    first.release();
    expect(() => jamoBounder(jamoCodes("ㅋㅡㅅㅡㅍㅡ")).release()).not.toThrow();
  });

  it("finds names written with spaces, hyphens or any case", () => {
    expect(found("torus db")).toEqual(["TorusDB"]);
    expect(found("Torus-DB pricing")).toEqual(["TorusDB"]);
    expect(found("pqc function api")).toEqual(["PQC-Function"]);
    expect(found("thresh sign in go")).toEqual(["thresh-sign"]);
  });

  it("finds names written in Hangul by their sound, derived from the Latin name", () => {
    expect(found("토러스DB 소개")).toEqual(["TorusDB"]);
    expect(found("토러스디비")).toEqual(["TorusDB"]);
    expect(found("엡실론 분석")).toEqual(["Epsilon"]);
    expect(found("입실론")).toEqual(["Epsilon"]);
    expect(found("커스프 플랫폼")).toEqual(["CUSP"]);
    expect(found("모듈리 체인")).toEqual(["Moduli Chain"]);
    expect(found("씨케이케이에스")).toEqual(["CKKS"]);
  });

  it("leaves ordinary Korean and English words alone", () => {
    // (Section names count as names: 서비스 is the Service section, read aloud.)
    for (const q of [
      "동형암호 논문 보여줘",
      "개발자 문서",
      "오늘 날씨",
      "papers about lattices",
      "기술 개요",
    ]) {
      expect(found(q), q).toEqual([]);
    }
  });
});

describe("prefixTrie", () => {
  it("answers exactly as a set of every prefix of the words would", () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    fc.assert(
      fc.property(
        fc.array(word, { maxLength: 12 }),
        fc.array(fc.string({ maxLength: 9 }), { maxLength: 20 }),
        (words, probes) => {
          const prefixes = new Set<string>([""]);
          for (const w of words) for (let k = 1; k <= w.length; k++) prefixes.add(w.slice(0, k));
          const begins = prefixTrie(words);
          for (const probe of [...probes, ...prefixes, ...words.map((w) => `${w}x`)]) {
            expect(begins(probe)).toBe(prefixes.has(probe));
          }
        },
      ),
    );
  });

  it("refuses a word with other characters than a-z and 0-9", () => {
    expect(() => prefixTrie(["Torus"])).toThrow(/Torus/);
  });
});
