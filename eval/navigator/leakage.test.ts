import { describe, expect, it } from "vitest";
import { heldOutSets } from "./sets";
import { everydaySet } from "./sets/dev-everyday";
import { holdoutSet } from "./sets/dev-holdout";
import { pagesSetA } from "./sets/dev-pages-a";
import { pagesSetB } from "./sets/dev-pages-b";
import { findLeaks, normalizeForLeak } from "./leakage";
import { tuningCorpus } from "./tuning-corpus";

describe("leakage check", () => {
  it("finds exact duplicates after case, width, punctuation and spacing are normalised", () => {
    expect(normalizeForLeak("  Ｗhite-paper   LIBRARY?! ")).toBe("white paper library");
    const leaks = findLeaks(["White-Paper library!", "something else entirely"], ["whitepaper library"]);
    expect(leaks).toHaveLength(1);
    expect(leaks[0]).toMatchObject({ index: 0, kind: "exact" });
  });

  it("finds near duplicates by token set or by a small edit distance, and leaves different requests alone", () => {
    const tuning = ["show me the developer program", "동형암호 논문 보여줘"];
    const leaks = findLeaks(
      [
        "developer program show me the", // same words, other order
        "show me the developer progam", // one letter dropped
        "동형암호 논문을 보여줘", // a particle added
        "how do I join the developer program", // another request about the same page
        "영지식증명 논문",
      ],
      tuning,
    );
    expect(leaks.map((l) => l.index)).toEqual([0, 1, 2]);
    expect(leaks.every((l) => l.kind === "near")).toBe(true);
  });

  // Counts only: a failure must not print a held-out query (those sets are read by programs, never by people).
  // A request of content/navigator that collides is removed by eval/navigator/prune-leaks.ts.
  it("no query of a held-out development set duplicates what the engine learns from or was tuned on", () => {
    const corpus = tuningCorpus();
    for (const { name, cases } of heldOutSets) {
      expect(
        findLeaks(
          cases.map((c) => c[1]),
          corpus,
        ).length,
        name,
      ).toBe(0);
    }
  });

  it("keeps the later blind sets fresh: no check or consumer-words query repeats a blind or held-out one", () => {
    // The blind set's figures were printed while developing and held-out misses are read in final reports, so a
    // repeat of one of their queries would not be a new measurement. Counts only.
    const earlier = [...pagesSetA, ...holdoutSet].map((c) => c[1]);
    expect(
      findLeaks(
        [...pagesSetB, ...everydaySet].map((c) => c[1]),
        earlier,
      ).length,
    ).toBe(0);
  });
});
