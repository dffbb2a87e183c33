import { describe, expect, it } from "vitest";
import { openEnglishLexicon } from "./wordnet";

describe("English lexicon (WordNet)", () => {
  const english = openEnglishLexicon();

  it("knows English words, also inflected (plurals, -ed, -ing with a doubled consonant, -er)", () => {
    for (const word of [
      "gear",
      "gears",
      "crust",
      "slipping",
      "remover",
      "hospitals",
      "planned",
      "wages",
      "abroad",
    ])
      expect(english.has(word), word).toBe(true);
  });

  it("does not know misspellings, names of its own making, non-letters or the empty string", () => {
    for (const word of ["knowlegde", "encrpytion", "torusdb", "zzzz", "ab1", "", "Gear"])
      expect(english.has(word), word).toBe(false);
  });

  it("finds the first and the last lemma of an index (the binary search reaches both ends)", () => {
    expect(english.has("a")).toBe(true);
    expect(english.has("zymurgy")).toBe(true);
  });
});
