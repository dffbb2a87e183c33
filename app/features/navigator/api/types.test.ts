import { describe, expect, it } from "vitest";
import { InvalidAnswerError, parseAnswer, parseSession, toSitePath, UNKNOWN_DESTINATION } from "./types";

describe("navigator answers", () => {
  it("reads a session id", () => {
    expect(parseSession({ id: "abc" })).toEqual({ id: "abc" });
    expect(() => parseSession({})).toThrow(InvalidAnswerError);
    expect(() => parseSession({ id: "" })).toThrow(InvalidAnswerError);
  });

  it("adds a leading slash to a destination that lacks one (spec §4)", () => {
    expect(toSitePath("research")).toBe("/research");
    expect(toSitePath("/devhub/docs")).toBe("/devhub/docs");
  });

  it.each(["unknown", "", "  ", "//evil.example/x", "https://evil.example", "/a b", "/a\\b"])(
    "treats %j as no destination",
    (destination) => {
      expect(toSitePath(destination)).toBeNull();
    },
  );

  it("keeps valid recommendations (at most 3) and drops anything that is not a section name", () => {
    const answer = parseAnswer({
      response: "Here",
      destination: "research",
      suggestedPage: "Research",
      recommendations: ["devhub", "../admin", 3, "labs", "service", "enterprise"],
    });
    expect(answer).toEqual({
      response: "Here",
      destination: "/research",
      suggestedPage: "Research",
      recommendations: ["devhub", "labs", "service"],
      answerId: null,
    });
    expect(
      parseAnswer({ response: "r", destination: "/labs", answerId: "abcdefghijklmnopqrs.abcdefghijklmnop" })
        .answerId,
    ).toBe("abcdefghijklmnopqrs.abcdefghijklmnop");
    expect(parseAnswer({ response: "r", destination: "/labs", answerId: "<script>" }).answerId).toBeNull();
  });

  it("turns an unsafe destination into unknown and rejects a malformed answer", () => {
    expect(parseAnswer({ response: "r", destination: "//x" }).destination).toBe(UNKNOWN_DESTINATION);
    expect(() => parseAnswer({ destination: "/a" })).toThrow(InvalidAnswerError);
    expect(() => parseAnswer(null)).toThrow(InvalidAnswerError);
  });
});
