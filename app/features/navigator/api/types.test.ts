import { describe, expect, it } from "vitest";
import { InvalidAnswerError, parseAnswer, parseSession, toSitePath, UNKNOWN_DESTINATION } from "./types";

describe("navigator answers", () => {
  it("reads a session id", () => {
    expect(parseSession({ id: "abc" })).toEqual({ id: "abc" });
    expect(() => parseSession({})).toThrow(InvalidAnswerError);
    expect(() => parseSession({ id: "" })).toThrow(InvalidAnswerError);
  });

  it("adds a leading slash to a destination that lacks one", () => {
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
      confident: true,
      alternatives: [],
      answerId: null,
    });
    expect(
      parseAnswer({ response: "r", destination: "/labs", answerId: "abcdefghijklmnopqrs.abcdefghijklmnop" })
        .answerId,
    ).toBe("abcdefghijklmnopqrs.abcdefghijklmnop");
    expect(parseAnswer({ response: "r", destination: "/labs", answerId: "<script>" }).answerId).toBeNull();
  });

  it("reads whether the navigator is sure, and keeps at most three safe alternatives other than the destination", () => {
    const answer = parseAnswer({
      response: "Not sure",
      destination: "/devhub/docs",
      confident: false,
      alternatives: [
        { path: "/devhub", title: "DevHub" },
        { path: "/devhub/docs", title: "Developer Docs again" },
        { path: "//evil.example", title: "Away" },
        { path: "/research" },
        "labs",
        { path: "labs", title: "Labs" },
        { path: "/service", title: "Service" },
        { path: "/community", title: "Community" },
      ],
    });
    expect(answer.confident).toBe(false);
    expect(answer.alternatives).toEqual([
      { path: "/devhub", title: "DevHub" },
      { path: "/labs", title: "Labs" },
      { path: "/service", title: "Service" },
    ]);
    // An answer that does not say is taken as sure, as answers were before the navigator could say so.
    expect(parseAnswer({ response: "r", destination: "/labs", confident: "no" }).confident).toBe(true);
  });

  it("turns an unsafe destination into unknown and rejects a malformed answer", () => {
    expect(parseAnswer({ response: "r", destination: "//x" }).destination).toBe(UNKNOWN_DESTINATION);
    expect(() => parseAnswer({ destination: "/a" })).toThrow(InvalidAnswerError);
    expect(() => parseAnswer(null)).toThrow(InvalidAnswerError);
  });
});
