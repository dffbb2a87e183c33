import { describe, expect, expectTypeOf, it } from "vitest";
import { camelKeys, snakeKeys } from "./key-case";

describe("key case", () => {
  it("renames snake_case keys to camelCase and back, values untouched", () => {
    const row = { id: "a", created_at: "2026", wants_autoresponse: 1, autoresponse_sent_at: null };
    const camel = camelKeys(row);
    expect(camel).toEqual({ id: "a", createdAt: "2026", wantsAutoresponse: 1, autoresponseSentAt: null });
    expectTypeOf(camel).toEqualTypeOf<{
      id: string;
      createdAt: string;
      wantsAutoresponse: number;
      autoresponseSentAt: null;
    }>();
    expect(snakeKeys(camel)).toEqual(row);
    expectTypeOf(snakeKeys(camel)).toEqualTypeOf<typeof row>();
  });
});
