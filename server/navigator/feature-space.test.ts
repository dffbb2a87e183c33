import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupByKey } from "./feature-space";

describe("groupByKey", () => {
  it("lists each key's items in the order given, and every item once", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((keyCount) =>
            fc.tuple(
              fc.constant(keyCount),
              fc.array(fc.integer({ min: 0, max: keyCount - 1 }), { maxLength: 40 }),
            ),
          ),
        ([keyCount, keys]) => {
          const { start, order } = groupByKey(keys, keyCount);
          for (let k = 0; k < keyCount; k++) {
            const expected = keys.flatMap((key, i) => (key === k ? [i] : []));
            expect([...order.subarray(start[k], start[k + 1])]).toEqual(expected);
          }
          expect(start[keyCount]).toBe(keys.length);
        },
      ),
    );
  });
});
