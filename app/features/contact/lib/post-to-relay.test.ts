import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRIVACY_NOTICE_VERSION } from "../../../../content/privacy-notice";
import { relayAction, relayFields } from "./post-to-relay";

beforeEach(() => vi.stubGlobal("window", { location: { origin: "https://nullspace.example" } }));
afterEach(() => vi.unstubAllGlobals());

describe("the hidden relay form", () => {
  it("posts to {relay}/{mailbox}, the built-in relay by default", () => {
    expect(relayAction()).toBe("/api/relay/contact%40nullspace.example");
  });

  it("carries the fields and FormSubmit options of the FormSubmit convention, the edition's language and the consent with its notice's version", () => {
    const fields = Object.fromEntries(
      relayFields(
        {
          name: "Ada",
          company: "",
          email: "ada@example.com",
          message: "Hi",
          context: "Enterprise - PQC Encryption",
          privacy_consent: true,
        },
        "PQC Encryption Inquiry",
      ),
    );
    expect(fields).toEqual({
      name: "Ada",
      company: "",
      email: "ada@example.com",
      message: "Hi",
      context: "Enterprise - PQC Encryption",
      _subject: "PQC Encryption Inquiry - Enterprise - PQC Encryption",
      _captcha: "false",
      _template: "table",
      _next: "https://nullspace.example/thank-you",
      _locale: "en",
      _autoresponse: expect.stringContaining("within 24 hours"),
      _honey: "",
      privacy_consent: "yes",
      privacy_notice: PRIVACY_NOTICE_VERSION,
    });
  });
});
