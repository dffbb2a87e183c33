import { describe, expect, it } from "vitest";
import { researchCounts } from "./research-counts";

describe("researchCounts", () => {
  it("matches the Research page's figures (7 technologies, 18 papers, 3 projects, 11+, 6, 2, 1)", () => {
    expect(researchCounts()).toEqual({
      technologies: 7,
      papers: 18,
      projects: 3,
      years: 11,
      coreTech: 6,
      standards: 2,
      liveMainnets: 1,
    });
  });
});
