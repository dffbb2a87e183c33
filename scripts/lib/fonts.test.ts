import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteCharacters } from "./fonts";

describe("font subset characters", () => {
  it("covers ASCII and the Korean text the site shows (e.g. the forum badge and navigator phrases)", () => {
    const chars = siteCharacters(path.resolve(import.meta.dirname, "../.."));
    for (const c of "AZaz09@#오픈예정동형암호") expect(chars, c).toContain(c);
    expect(new Set(chars).size).toBe(chars.length);
  });
});
