import { describe, expect, it } from "vitest";
import { coreTechnologies } from "../../../../content/data/core-tech";
import { solutions } from "../../../../content/data/solutions";
import { categoriesOf, distinct, emptyFilter, filterCoreTech, filterSolutions } from "./explore-filter";

describe("explore filters", () => {
  it("keeps everything with the empty filter", () => {
    expect(filterSolutions(solutions, emptyFilter)).toHaveLength(solutions.length);
    expect(filterCoreTech(coreTechnologies, emptyFilter)).toHaveLength(coreTechnologies.length);
  });

  it("filters solutions by status", () => {
    const beta = filterSolutions(solutions, { category: "", status: "beta" });
    expect(beta.length).toBeGreaterThan(0);
    expect(beta.every((s) => s.status === "beta")).toBe(true);
    expect(beta.map((s) => s.id)).toContain("pqc-function");
    expect(beta.map((s) => s.id)).not.toContain("torusdb");
  });

  it("filters by category and status together", () => {
    const result = filterSolutions(solutions, { category: "MPC", status: "active" });
    expect(result.map((s) => s.id)).toEqual(["cusp"]);
    expect(filterSolutions(solutions, { category: "MPC", status: "beta" })).toEqual([]);
  });

  it("filters core technologies by maturity and category", () => {
    const dev = filterCoreTech(coreTechnologies, { category: "", status: "Development" });
    expect(dev.map((t) => t.id)).toEqual(["threshold-mpc", "he-federated-learning"]);
    const zk = filterCoreTech(coreTechnologies, { category: "Zero Knowledge", status: "" });
    expect(zk.map((t) => t.id)).toEqual(["zk-snark"]);
  });

  it("lists each category once, in content order", () => {
    const cats = categoriesOf(solutions, coreTechnologies);
    expect(cats[0]).toBe(solutions[0]?.category);
    expect(new Set(cats).size).toBe(cats.length);
    expect(distinct([1, 2, 1, 3])).toEqual([1, 2, 3]);
  });
});
