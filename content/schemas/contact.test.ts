import { describe, expect, it } from "vitest";
import { contactFormSchema, relaySubmissionSchema, stripLineBreaks } from "./contact";

describe("contactFormSchema (shared by the form and the relay)", () => {
  it("accepts the spec's fields, trims them and defaults the optional ones", () => {
    expect(contactFormSchema.parse({ name: "  Ada ", email: " ada@example.com ", message: " Hi " })).toEqual({
      name: "Ada",
      company: "",
      email: "ada@example.com",
      message: "Hi",
      context: "",
    });
  });

  it("requires name, a valid e-mail and a non-blank message, with readable messages", () => {
    const result = contactFormSchema.safeParse({ name: " ", email: "ada@", message: "\n" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address, like name@company.com.",
      message: "Please tell us how we can help.",
    });
  });

  it("bounds every field", () => {
    const ok = { name: "a", email: "a@example.com", message: "m" };
    for (const [field, value] of [
      ["name", "x".repeat(101)],
      ["company", "x".repeat(121)],
      ["email", `${"x".repeat(250)}@example.com`],
      ["message", "x".repeat(5001)],
      ["context", "x".repeat(201)],
    ] as const) {
      expect(contactFormSchema.safeParse({ ...ok, [field]: value }).success, field).toBe(false);
    }
  });
});

describe("relaySubmissionSchema", () => {
  it("drops recipient-shaping fields and flattens the subject to one line", () => {
    const parsed = relaySubmissionSchema.parse({
      name: "a",
      email: "a@example.com",
      message: "m",
      _subject: "Hi\r\nBcc: x@example.com",
      _cc: "x@example.com",
      _replyto: "y@example.com",
      _template: "fancy",
    });
    expect(parsed._subject).toBe("Hi Bcc: x@example.com");
    expect(parsed._template).toBe("table");
    expect(Object.keys(parsed)).not.toContain("_cc");
    expect(Object.keys(parsed)).not.toContain("_replyto");
  });

  it("stripLineBreaks removes every kind of line break", () => {
    expect(stripLineBreaks("a\nb\r\nc\u2028d\u0085e")).toBe("a b c d e");
  });
});
