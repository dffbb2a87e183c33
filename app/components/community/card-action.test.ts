import { describe, expect, it } from "vitest";
import { communityMessages as m } from "../../../content/messages/community";
import { eventActions, linkOrDisabled } from "./card-action";

describe("linkOrDisabled", () => {
  it("links to a configured URL", () => {
    expect(linkOrDisabled("https://github.com/nullspace-crypto")).toEqual({
      kind: "link",
      href: "https://github.com/nullspace-crypto",
    });
  });

  it("is disabled with a 'Coming soon' reason when nothing (or only blanks) is configured", () => {
    expect(linkOrDisabled(null)).toEqual({ kind: "disabled", reason: m.comingSoon });
    expect(linkOrDisabled("  ")).toEqual({ kind: "disabled", reason: m.comingSoon });
    expect(linkOrDisabled(undefined, "later")).toEqual({ kind: "disabled", reason: "later" });
  });
});

describe("eventActions", () => {
  const withLinks = { registerUrl: "https://example.com/r", learnMoreUrl: "https://example.com/l" };
  const without = { registerUrl: null, learnMoreUrl: null };

  it("never lets anyone register for a past event, even with a registration link", () => {
    expect(eventActions(withLinks, "past").register).toEqual({
      kind: "disabled",
      reason: m.registrationClosed,
    });
  });

  it("keeps a past event's details link when one is published", () => {
    expect(eventActions(withLinks, "past").learnMore).toEqual({
      kind: "link",
      href: "https://example.com/l",
    });
  });

  it("links upcoming and live events to their pages when they exist", () => {
    for (const status of ["upcoming", "live"] as const) {
      expect(eventActions(withLinks, status).register).toEqual({
        kind: "link",
        href: "https://example.com/r",
      });
    }
  });

  it("disables buttons without a page, saying why", () => {
    expect(eventActions(without, "upcoming")).toEqual({
      register: { kind: "disabled", reason: m.registrationSoon },
      learnMore: { kind: "disabled", reason: m.detailsSoon },
    });
    expect(eventActions(without, "past").learnMore).toEqual({
      kind: "disabled",
      reason: m.detailsUnavailable,
    });
  });
});
