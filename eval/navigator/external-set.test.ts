import { describe, expect, it } from "vitest";
import { parseExternalSet } from "./external-set";

describe("a set written outside the repository", () => {
  it("keeps the queries whose labels name pages (aliases too) or unknown, and counts the others", () => {
    const parsed = parseExternalSet([
      ["direct", "post-quantum migration for a bank", "/enterprise/pqc-encryption"],
      ["offtopic", "best password manager app", "unknown"],
      ["business", "developer program", "/devhub/program", "/devhub/developer-program"],
      ["direct", "a page that was never built", "/nowhere"],
      ["needs", "one good label and one bad", "/labs", "/labs/gone"],
    ]);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.usable.map((c) => c[0])).toEqual(["direct", "offtopic", "business"]);
    expect(parsed.badLabels).toBe(2);
  });

  it("refuses anything else with a message instead of scoring it", () => {
    for (const bad of [
      undefined,
      [],
      [["direct", "no label"]],
      [["direct", "", "/labs"]],
      { set: [] },
      "text",
    ]) {
      const parsed = parseExternalSet(bad);
      expect(parsed.ok, JSON.stringify(bad)).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/list of \[group, query, \.\.\.pages\]/);
    }
  });
});
