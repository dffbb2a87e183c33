import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_FILE } from "./icon-sprite";

describe("icon sprite", () => {
  it("holds exactly the icons of the list, as the Lucide package draws them (npx tsx scripts/write-icon-sprite.ts)", async () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, "../..", SPRITE_FILE), "utf8");
    expect(committed).toBe(await iconSprite());
  });

  it("gives every icon the site names a symbol of its own", async () => {
    const sprite = await iconSprite();
    const ids = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(ids).toContain("house");
    expect(new Set(ids).size).toBe(ids.length);
  });
});
