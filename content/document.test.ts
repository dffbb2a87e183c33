import { describe, expect, it } from "vitest";
import { documentTitle, MAX_TITLE_LENGTH } from "./document";
import { editions } from "./editions";

describe("documentTitle", () => {
  it("fits every English page's title in what search results show, and keeps titles unique", () => {
    // The Korean build swaps in the Korean site text: its titles are checked on the built pages
    // (tests/e2e/html-valid.spec.ts).
    const titles = editions.en.allPages().map((page) => documentTitle(page));
    for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("keeps a long title's name before its colon, and the hub's name", () => {
    const page = editions.en.resolvePath("/ecosystem/core-tech/zk-snark");
    expect(page.title.length).toBeGreaterThan(MAX_TITLE_LENGTH - " | Nullspace Hub".length);
    expect(documentTitle(page)).toBe("zk-SNARK | Nullspace Hub");
    expect(documentTitle(editions.en.resolvePath("/research"))).toBe("Research | Nullspace Hub");
  });
});
