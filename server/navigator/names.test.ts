import { describe, expect, it } from "vitest";
import { collectNames } from "./content-source";
import { createNameMatcher } from "./names";
import { jamoDistance, letterJamo, nameParts } from "./transliterate";

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
