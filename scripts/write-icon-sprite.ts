/** `npx tsx scripts/write-icon-sprite.ts`: writes the icon sprite from the list of icon names (scripts/lib/icon-sprite.ts). */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { iconSprite, SPRITE_FILE } from "./lib/icon-sprite";

writeFileSync(path.resolve(import.meta.dirname, "..", SPRITE_FILE), await iconSprite());
console.log(`wrote ${SPRITE_FILE}`);
