import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ICON_NAMES } from "../../app/components/ui/icon-names";

/**
 * The site's icons as one SVG sprite: a `<symbol>` per icon of app/components/ui/icon-names.ts, drawn from the
 * Lucide set (ISC licence). Pages reference it with `<use>` (app/components/ui/icons.tsx), so no icon is
 * JavaScript: the shapes arrive once, as an image the browser caches, instead of in every page's first load.
 * The sprite is committed beside the list; `icon-sprite.test.ts` fails when the two disagree, and
 * `npx tsx scripts/write-icon-sprite.ts` writes it again.
 */
export const SPRITE_FILE = "app/components/ui/icons.svg";

type Node = [tag: string, attributes: Record<string, string | number>];

/** The shapes of a Lucide icon, as the package's own module for it exports them (`__iconData`). */
async function iconNodes(name: string): Promise<Node[]> {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve("lucide-react/package.json"));
  const module = (await import(pathToFileURL(path.join(root, "dist/esm/icons", `${name}.mjs`)).href)) as {
    __iconData: { node: Node[] };
  };
  return module.__iconData.node;
}

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export async function iconSprite(): Promise<string> {
  const nodes = await Promise.all(ICON_NAMES.map(iconNodes));
  const symbols = ICON_NAMES.map((name, i) => {
    const shapes = (nodes[i] ?? [])
      .map(([tag, attributes]) => {
        const attrs = Object.entries(attributes)
          .filter(([key]) => key !== "key")
          .map(([key, value]) => `${key}="${escape(value)}"`)
          .join(" ");
        return `<${tag} ${attrs}/>`;
      })
      .join("");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}
