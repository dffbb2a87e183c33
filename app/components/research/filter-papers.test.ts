import { describe, expect, it } from "vitest";
import { papers } from "../../../content/data/papers";
import { EMPTY_FILTER, filterPapers, paperYears } from "./filter-papers";

describe("filterPapers", () => {
  it("returns every paper with no filter", () => {
    expect(filterPapers(papers, EMPTY_FILTER)).toHaveLength(18);
  });

  it("filters by topic and year together", () => {
    const result = filterPapers(papers, {
      ...EMPTY_FILTER,
      topic: "Post-Quantum Cryptography",
      year: "2024",
    });
    expect(result.map((p) => p.id).sort()).toEqual(["hybrid-mlkem-tls", "mldsa-constrained-devices"]);
  });

  it("searches title, authors and abstract, case-insensitively, requiring every word", () => {
    expect(filterPapers(papers, { ...EMPTY_FILTER, query: "fips 205" }).map((p) => p.id)).toEqual([
      "slhdsa-firmware-signing",
    ]);
    const byAuthor = filterPapers(papers, { ...EMPTY_FILTER, query: "Castellan" });
    expect(byAuthor.length).toBeGreaterThan(1);
    expect(byAuthor.every((p) => p.authors.includes("Mira Castellan"))).toBe(true);
    expect(filterPapers(papers, { ...EMPTY_FILTER, query: "bulletproofs pedersen" })).toHaveLength(1);
    expect(filterPapers(papers, { ...EMPTY_FILTER, query: "no-such-word-xyz" })).toEqual([]);
  });

  it("lists distinct years newest first", () => {
    const years = paperYears(papers);
    expect(years[0]).toBe(2025);
    expect(new Set(years).size).toBe(years.length);
  });
});
