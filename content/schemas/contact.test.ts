import { describe, expect, it } from "vitest";
import { consentMessages } from "../messages/consent";
import { PRIVACY_NOTICE_VERSION } from "../privacy-notice";
import { contactFormSchema, relaySubmissionSchema, stripLineBreaks } from "./contact";

describe("contactFormSchema (shared by the form and the relay)", () => {
  it("accepts the form's fields, trims them and defaults the optional ones", () => {
    expect(
      contactFormSchema.parse({
        name: "  Ada ",
        email: " ada@example.com ",
        message: " Hi ",
        privacy_consent: true,
      }),
    ).toEqual({
      name: "Ada",
      company: "",
      email: "ada@example.com",
      message: "Hi",
      context: "",
      privacy_consent: true,
    });
  });

  it("requires name, a valid e-mail, a non-blank message and the consent box, with readable messages", () => {
    const result = contactFormSchema.safeParse({
      name: " ",
      email: "ada@",
      message: "\n",
      privacy_consent: false,
    });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      name: "Please enter your name.",
      email: "Please enter a valid e-mail address, like name@company.com.",
      message: "Please tell us how we can help.",
      privacy_consent: consentMessages.required,
    });
  });

  it("bounds every field", () => {
    const ok = { name: "a", email: "a@example.com", message: "m", privacy_consent: true };
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
      privacy_consent: "yes",
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

  it("takes a ticked box as any client posts it, refuses everything else, and names the notice's version", () => {
    const base = { name: "a", email: "a@example.com", message: "m" };
    for (const given of ["yes", "on", "true", "1", " YES ", true])
      expect(
        relaySubmissionSchema.safeParse({ ...base, privacy_consent: given }).success,
        String(given),
      ).toBe(true);
    for (const refused of [undefined, "", "no", "false", "0", false, 1, ["yes", "yes"]]) {
      const result = relaySubmissionSchema.safeParse({ ...base, privacy_consent: refused });
      expect(result.success, JSON.stringify(refused)).toBe(false);
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ["privacy_consent", consentMessages.required],
      ]);
    }
    const parsed = relaySubmissionSchema.parse({ ...base, privacy_consent: "yes" });
    expect(parsed.privacy_notice).toBe(PRIVACY_NOTICE_VERSION);
    const unknown = relaySubmissionSchema.safeParse({
      ...base,
      privacy_consent: "yes",
      privacy_notice: "2001-01-01",
    });
    expect(unknown.error?.issues.map((i) => i.message)).toEqual([consentMessages.versionUnknown]);
  });

  it("stripLineBreaks removes every kind of line break", () => {
    expect(stripLineBreaks("a\nb\r\nc\u2028d\u0085e")).toBe("a b c d e");
  });
});
