import { describe, expect, it } from "vitest";
import { ACTING_PAGE_KINDS, siteKnowledge, taughtPage } from "./site-knowledge";

const { pages } = siteKnowledge();

describe("the page a labelled request teaches", () => {
  it("is the twin where a visitor acts when both pages of an item are acceptable, in either order", () => {
    expect(taughtPage(pages, ["/ecosystem/solutions/cusp", "/service/cusp"])).toBe("/service/cusp");
    expect(taughtPage(pages, ["/service/cusp", "/ecosystem/solutions/cusp"])).toBe("/service/cusp");
    expect(taughtPage(pages, ["/ecosystem/opensource/fedhe", "/enterprise", "/devhub/projects/fedhe"])).toBe(
      "/devhub/projects/fedhe",
    );
    // A path that redirects is read as the page it shows.
    expect(taughtPage(pages, ["/devhub/program"])).toBe("/devhub/developer-program");
  });

  it("is the first page otherwise: a twin not listed, another item's acting page, an errand", () => {
    expect(taughtPage(pages, ["/ecosystem/solutions/cusp"])).toBe("/ecosystem/solutions/cusp");
    expect(taughtPage(pages, ["/ecosystem/solutions/cusp", "/service/epsilon"])).toBe(
      "/ecosystem/solutions/cusp",
    );
    expect(taughtPage(pages, ["/research", "/service/cusp"])).toBe("/research");
    expect(taughtPage(pages, ["unknown"])).toBe("unknown");
    expect(taughtPage(pages, [])).toBe("unknown");
  });

  it("names kinds of page that exist, each the twin of another kind", () => {
    for (const kind of ACTING_PAGE_KINDS) {
      const ofKind = pages.filter((page) => page.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThan(0);
      for (const page of ofKind)
        expect(
          pages.some((other) => other.item === page.item && other.kind !== kind),
          page.path,
        ).toBe(true);
    }
  });
});
