import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count";

describe("formatCount", () => {
  it("groups thousands as en-US does", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(12_345)).toBe("12,345");
    expect(formatCount(1_234_567)).toBe("1,234,567");
    expect(formatCount(-4_321)).toBe("-4,321");
  });

  it("agrees with Intl.NumberFormat on every safe integer", () => {
    const intl = new Intl.NumberFormat("en-US");
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatCount(n)).toBe(intl.format(n));
      }),
      { numRuns: 2000 },
    );
  });

  it("never throws on numbers that are not counts", () => {
    expect(formatCount(Number.NaN)).toBe("NaN");
    expect(formatCount(Infinity)).toBe("Infinity");
    expect(formatCount(2.6)).toBe("3");
  });
});
