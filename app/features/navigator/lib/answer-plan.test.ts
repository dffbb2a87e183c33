import { describe, expect, it } from "vitest";
import type { NavigationAnswer } from "../api/types";
import { announce, planAnswer } from "./answer-plan";

const answer = (over: Partial<NavigationAnswer> = {}): NavigationAnswer => ({
  response: "Developer Docs comes closest.",
  destination: "/devhub/docs",
  suggestedPage: "Developer Docs",
  recommendations: [],
  confident: false,
  alternatives: [{ path: "/devhub", title: "DevHub" }],
  ...over,
});

describe("planAnswer", () => {
  it("follows only a confident answer with a destination, offering no choices", () => {
    expect(planAnswer(answer({ confident: true, alternatives: [] }))).toEqual({
      destination: "/devhub/docs",
      choices: [],
      others: [],
    });
  });

  it("shows a confident answer's alternatives beside it as other pages, never its destination or one twice", () => {
    const plan = planAnswer(
      answer({
        confident: true,
        alternatives: [
          { path: "/devhub", title: "DevHub" },
          { path: "/devhub/docs", title: "Docs" },
          { path: "/devhub", title: "DevHub" },
        ],
      }),
    );
    expect(plan).toEqual({
      destination: "/devhub/docs",
      choices: [],
      others: [{ path: "/devhub", title: "DevHub" }],
    });
  });

  it("offers an unsure answer's destination first, then its alternatives, and follows nothing", () => {
    expect(planAnswer(answer())).toEqual({
      destination: null,
      choices: [
        { path: "/devhub/docs", title: "Developer Docs" },
        { path: "/devhub", title: "DevHub" },
      ],
      others: [],
    });
  });

  it("offers an unknown answer's alternatives only, even one marked confident", () => {
    const closest = [{ path: "/research", title: "Research" }];
    for (const confident of [false, true]) {
      expect(
        planAnswer(answer({ destination: "unknown", suggestedPage: "", confident, alternatives: closest })),
      ).toEqual({ destination: null, choices: closest, others: [] });
    }
    expect(planAnswer(answer({ destination: "unknown", alternatives: [] })).choices).toEqual([]);
  });

  it("names a destination without a title by its path and never offers a page twice", () => {
    const plan = planAnswer(
      answer({ suggestedPage: "", alternatives: [{ path: "/devhub/docs", title: "Docs" }] }),
    );
    expect(plan.choices).toEqual([{ path: "/devhub/docs", title: "/devhub/docs" }]);
  });
});

describe("announce", () => {
  it("says the pending lines, then the answer with the number of choices and the surface's line", () => {
    expect(announce({ pending: true, answer: answer(), choices: 2 })).toBe(
      "THINKING... AI is analyzing your request...",
    );
    expect(announce({ pending: false, answer: undefined, choices: 0 })).toBe("");
    expect(announce({ pending: false, answer: answer(), choices: 2 })).toBe(
      "Developer Docs comes closest. 2 pages to choose from.",
    );
    expect(announce({ pending: false, answer: answer(), choices: 1 })).toBe(
      "Developer Docs comes closest. One page to choose from.",
    );
    expect(
      announce({ pending: false, answer: answer(), choices: 0, extra: "Navigating to /devhub..." }),
    ).toBe("Developer Docs comes closest. Navigating to /devhub...");
  });
});
