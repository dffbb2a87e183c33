import { describe, expect, it } from "vitest";
import { editionWords } from "../../content/navigator/lexicon";
import { createEditionReader } from "./edition";

describe("the edition a request names", () => {
  const read = createEditionReader(editionWords);
  const edition = (query: string) => read(query).edition;

  it("reads English phrases and Korean words, particles and spacing as typed", () => {
    expect(edition("privacy policy in Korean")).toBe("ko");
    expect(edition("korean   version please")).toBe("ko");
    expect(edition("개인정보처리방침 한국어로")).toBe("ko");
    expect(edition("국문판 있나요")).toBe("ko");
    expect(edition("developer docs in english")).toBe("en");
    expect(edition("영문 사이트")).toBe("en");
    expect(edition("영어로 된 논문")).toBe("en");
  });

  it("names no edition with a language word that is not about the site's language", () => {
    expect(edition("korean bank post-quantum rules")).toBeNull();
    expect(edition("english breakfast")).toBeNull();
    expect(edition("privacy policy")).toBeNull();
    expect(edition("in koreana")).toBeNull();
  });

  it("names none when both are named: a translation is neither edition", () => {
    expect(edition("translate english to korean")).toBeNull();
    expect(edition("영어 한국어 번역")).toBeNull();
  });

  it("leaves out the words that name the edition, unless nothing else is left", () => {
    const left: [query: string, content: string][] = [
      ["privacy policy in Korean", "privacy policy"],
      ["papers written in english please", "papers written please"],
      ["개인정보처리방침 한국어로", "개인정보처리방침"],
      ["영문 개인정보처리방침", "개인정보처리방침"],
      // As typed: the analyzer reads capitals (a Korean word typed on the English layout).
      ["todxorP in English", "todxorP"],
    ];
    for (const [query, content] of left) expect(read(query).content, query).toBe(content);
    // Nothing left but the edition itself, no edition, or both: the request as typed.
    for (const query of [
      "korean version",
      "영문판",
      "영문 사이트",
      "한국어 홈페이지로 전환",
      "korean bank post-quantum rules",
      "translate English to korean",
    ])
      expect(read(query).content, query).toBe(query);
  });
});
