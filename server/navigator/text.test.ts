import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { nfkc } from "./text";

describe("nfkc", () => {
  // Characters near the fast path's edges: ASCII, Hangul syllables and conjoining jamo, full-width forms,
  // combining marks, ligatures and compatibility characters.
  const tricky = fc.constantFrom(
    "a",
    "Z",
    "1",
    " ",
    "\u007f",
    "가",
    "힣",
    "각",
    "\u1100",
    "\u1161",
    "\u11a8",
    "\u3131",
    "\uff21",
    "\uff11",
    "\u0301",
    "\u0308",
    "e",
    "\ufb01",
    "\u2460",
    "\u00bd",
    "\u3000",
    "\ud7a4",
    "\uabff",
    "\u00e9",
  );

  it("equals String.prototype.normalize('NFKC') on any text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: "grapheme", maxLength: 12 }),
          fc.array(tricky, { maxLength: 10 }).map((a) => a.join("")),
        ),
        (text) => {
          expect(nfkc(text)).toBe(text.normalize("NFKC"));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
