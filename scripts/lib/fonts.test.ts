import path from "node:path";
import { describe, expect, it } from "vitest";
import { HANGUL, siteCharacters } from "./fonts";

describe("font subset characters", () => {
  it("covers the Korean text the site shows (the forum badge, navigator phrases) and nothing else", () => {
    const chars = siteCharacters(path.resolve(import.meta.dirname, "../.."));
    for (const c of "오픈예정동형암호") expect(chars, c).toContain(c);
    expect([...chars].every((c) => HANGUL.test(c))).toBe(true);
    expect(new Set(chars).size).toBe(chars.length);
  });
});
