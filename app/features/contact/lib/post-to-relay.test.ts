import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { relayAction, relayFields } from "./post-to-relay";

beforeEach(() => vi.stubGlobal("window", { location: { origin: "https://nullspace.example" } }));
afterEach(() => vi.unstubAllGlobals());

describe("the spec's hidden relay form", () => {
  it("posts to {relay}/{mailbox}, the built-in relay by default", () => {
    expect(relayAction()).toBe("/api/relay/contact%40nullspace.example");
  });

  it("carries the fields and FormSubmit options of the FormSubmit convention, and the edition's language", () => {
    const fields = Object.fromEntries(
      relayFields(
        {
          name: "Ada",
          company: "",
          email: "ada@example.com",
          message: "Hi",
          context: "Enterprise - PQC Encryption",
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
    });
  });
});
