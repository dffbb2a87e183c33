import path from "node:path";
import { describe, expect, it } from "vitest";
import { outOfScopeRequests } from "../../content/navigator/out-of-scope";
import { visitorRequests } from "../../content/navigator/requests";
import { HANGUL, siteCharacters } from "./fonts";

const root = path.resolve(import.meta.dirname, "../..");

describe("font subset characters", () => {
  it("the Korean edition's subset covers its pages, the navigator's Korean answers and the language switch", () => {
    const chars = siteCharacters(root, "ko");
    // 오픈예정: Coming Soon; 동형암호: homomorphic encryption; 한국어: the switch; 연구: research.
    for (const c of "오픈예정동형암호한국어연구") expect(chars, c).toContain(c);
    expect([...chars].every((c) => HANGUL.test(c))).toBe(true);
    expect(new Set(chars).size).toBe(chars.length);
    expect(chars.length).toBeGreaterThan(500);
  });

  it("the English edition's subset holds only what English pages show: far smaller, inside the Korean one", () => {
    const en = siteCharacters(root, "en");
    const ko = siteCharacters(root, "ko");
    for (const c of "한국어") expect(en, c).toContain(c);
    expect(en.length).toBeLessThan(ko.length / 3);
    expect([...en].filter((c) => !ko.includes(c))).toEqual([]);
  });

  it("leaves out what no page shows: the navigator's visitor and out-of-scope requests", () => {
    const shown = siteCharacters(root, "ko");
    const learnt = [...Object.values(visitorRequests).flatMap((r) => r.ko), ...outOfScopeRequests.ko].join(
      "",
    );
    const onlyLearnt = [...new Set(learnt)].filter((c) => HANGUL.test(c) && !shown.includes(c));
    // The requests use hundreds of syllables no page does; none of them may reach the font.
    expect(onlyLearnt.length).toBeGreaterThan(50);
  });
});
