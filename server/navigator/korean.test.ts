import { disassemble } from "es-hangul";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jamo } from "./korean";

describe("jamo", () => {
  it("equals es-hangul's disassemble on any text, Hangul or not", () => {
    const hangulish = fc.oneof(
      fc.integer({ min: 0xac00, max: 0xd7a3 }).map((c) => String.fromCharCode(c)),
      fc.integer({ min: 0x3131, max: 0x318e }).map((c) => String.fromCharCode(c)),
      fc.string({ unit: "binary", maxLength: 2 }),
    );
    // The table is filled from es-hangul itself; what this holds is the walk around it: syllables, jamo, letters,
    // surrogate pairs and lone surrogates, in any order and repeated.
    fc.assert(
      fc.property(fc.array(hangulish, { maxLength: 20 }), (parts) => {
        const text = parts.join("");
        expect(jamo(text)).toBe(disassemble(text));
      }),
      { numRuns: 3000 },
    );
  });
});
