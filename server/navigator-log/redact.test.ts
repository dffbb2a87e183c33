import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redactComment, redactQuery } from "./redact";

describe("redactQuery", () => {
  it("removes e-mail addresses, phone numbers and long digit runs, keeps the question", () => {
    expect(redactQuery("Contact me at Jane.Doe+x@Example.com about TorusDB")).toBe(
      "contact me at [email] about torusdb",
    );
    expect(redactQuery("call +82 10-1234-5678 for pqc")).toBe("call [phone] for pqc");
    expect(redactQuery("(02) 555 0199 도입 상담")).toBe("[phone] 도입 상담");
    expect(redactQuery("account 12345678901234 balance")).toBe("account [phone] balance");
    expect(redactQuery("ML-KEM 768 vs 1024")).toBe("ml-kem 768 vs 1024");
    expect(redactQuery("fips 203 in 2024")).toBe("fips 203 in 2024");
    expect(redactQuery("  Ｆｕｌｌ　width   ")).toBe("full width");
  });

  it("never keeps an @-address or six digits in a row, whatever the input", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.emailAddress(), fc.stringMatching(/^\+?[0-9 ().-]{6,20}$/)), {
          maxLength: 6,
        }),
        (parts) => {
          const out = redactQuery(parts.join(" "));
          expect(out).not.toMatch(/\d{6,}/);
          expect(out).not.toMatch(/[^\s@[\]]+@[^\s@]+\.[^\s@]+/);
          expect(out.length).toBeLessThanOrEqual(200);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("redactComment", () => {
  it("keeps a comment's words as written and removes the addresses and numbers that identify its writer", () => {
    expect(
      redactComment("  Wrong page. Mail Jane.Doe@Example.com or call 010-1234-5678, ID 9001234567  "),
    ).toBe("Wrong page. Mail [email] or call [phone], ID [phone]");
    expect(redactComment("ML-KEM 768 문서를 찾았어요")).toBe("ML-KEM 768 문서를 찾았어요");
    expect(redactComment("메일은 ｊａｎｅ＠ｅｘａｍｐｌｅ．ｃｏｍ")).toBe("메일은 [email]");
  });
});
