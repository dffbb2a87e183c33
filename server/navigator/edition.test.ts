import { describe, expect, it } from "vitest";
import { editionWords } from "../../content/navigator/lexicon";
import { createEditionReader } from "./edition";

describe("the edition a request names", () => {
  const edition = createEditionReader(editionWords);

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
});
