import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hmacSha256, sameMac } from "./hmac";

const reference = (key: string, message: string) =>
  createHmac("sha256", Buffer.from(key, "utf8")).update(message, "utf8").digest("base64url");

describe("hmacSha256", () => {
  it("equals createHmac for any key and message, fast path or not", () => {
    // Keys around the one-block boundary, ASCII (the fast path) and not; messages in any script, lone surrogates
    // included.
    const key = fc.oneof(
      fc.string({ unit: "binary-ascii", maxLength: 70 }),
      fc.string({ unit: "binary", maxLength: 70 }),
      fc.string({ unit: "binary-ascii", minLength: 60, maxLength: 66 }),
    );
    const message = fc.oneof(fc.string({ unit: "binary", maxLength: 300 }), fc.string({ maxLength: 2000 }));
    fc.assert(
      fc.property(key, fc.array(message, { minLength: 1, maxLength: 4 }), (k, messages) => {
        const mac = hmacSha256(k);
        // One Mac reused: its buffer must carry nothing from one message to the next.
        for (const m of messages) expect(mac(m)).toBe(reference(k, m));
      }),
      { numRuns: 3000 },
    );
  });

  it("matches the RFC 4231 test vector 2", () => {
    const mac = hmacSha256("Jefe")("what do ya want for nothing?");
    expect(Buffer.from(mac, "base64url").toString("hex")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
});

describe("sameMac", () => {
  it("is true only for the same text", () => {
    expect(sameMac("abc", "abc")).toBe(true);
    expect(sameMac("abc", "abd")).toBe(false);
    expect(sameMac("abc", "ab")).toBe(false);
    expect(sameMac("", "")).toBe(true);
  });
});
