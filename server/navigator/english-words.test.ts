import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createBloomFilter, loadEnglishWords } from "./english-words";

describe("real English words", () => {
  it("finds every word it was given, and rarely one it was not", () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z]{1,12}$/), { maxLength: 200 }), (words) => {
        const filter = createBloomFilter(1 << 12, 8);
        for (const w of words) filter.add(w);
        for (const w of words) expect(filter.has(w)).toBe(true);
      }),
    );
    const filter = createBloomFilter(1 << 16, 8);
    for (let i = 0; i < 2000; i++) filter.add(`word${i}`);
    let wrong = 0;
    for (let i = 2000; i < 12000; i++) if (filter.has(`word${i}`)) wrong++;
    expect(wrong).toBeLessThan(10);
    expect(() => createBloomFilter(1000, 8)).toThrow(/power of two/);
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
