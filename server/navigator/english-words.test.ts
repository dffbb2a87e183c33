import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { loadEnglishWords, packedWordTest } from "./english-words";

describe("real English words", () => {
  it("finds exactly the words it was given, however many", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-z]{1,9}$/), { maxLength: 60 }),
        fc.stringMatching(/^[a-z]{1,9}$/),
        (words, probe) => {
          const test = packedWordTest(words);
          for (const w of words) expect(test(w)).toBe(true);
          expect(test(probe)).toBe(words.includes(probe));
        },
      ),
    );
    expect(packedWordTest([])("crash")).toBe(false);
  });

  it("reads the everyday words a typo repair must leave alone as real, and typos as not", () => {
    const real = loadEnglishWords(5);
    for (const w of [
      "crash",
      "debit",
      "snack",
      "alien",
      "county",
      "decent",
      "defence",
      "defense",
      "independently",
    ])
      expect(real(w), w).toBe(true);
    for (const w of ["librery", "documantation", "casse", "onlin", "tunel", "encyption", "quantm"])
      expect(real(w), w).toBe(false);
    // Shorter words are not kept: the repair never changes them.
    expect(real("cash")).toBe(false);
  });
});
