import { describe, expect, it } from "vitest";
import { navigatorDestinations } from "./destinations";
import { outOfScopeRequests } from "./out-of-scope";
import { visitorRequests } from "./requests";

const destinations = navigatorDestinations();

describe("visitor requests", () => {
  it("exist for every destination, in both languages, and only for destinations", () => {
    for (const page of destinations) {
      const requests = visitorRequests[page.path];
      expect(requests?.en.length ?? 0, `${page.path} en`).toBeGreaterThanOrEqual(10);
      expect(requests?.ko.length ?? 0, `${page.path} ko`).toBeGreaterThanOrEqual(10);
    }
    const paths = new Set(destinations.map((p) => p.path));
    for (const path of Object.keys(visitorRequests)) expect(paths.has(path), path).toBe(true);
  });

  it("are written in the language of their list, without duplicates", () => {
    const hangul = /[\uac00-\ud7a3]/;
    const seen = new Set<string>();
    const lists = [...Object.values(visitorRequests), outOfScopeRequests];
    for (const { en, ko } of lists) {
      for (const text of en) expect(hangul.test(text), text).toBe(false);
      for (const text of ko) expect(hangul.test(text), text).toBe(true);
      for (const text of [...en, ...ko]) {
        const key = text.toLowerCase().replace(/\s+/g, " ").trim();
        expect(seen.has(key), text).toBe(false);
        seen.add(key);
      }
    }
  });
});
