import type { Plugin } from "vite";

const BOOT_MODULE = "app/boot.ts";

/**
 * Production builds only: the document's one script is a tiny boot script (`app/boot.ts`) whose tag names the app's
 * entry chunk (`data-app-entry`) and the chunks the entry imports (`data-app-deps`, React's), instead of a
 * `<script>` for the entry and Vite's `<link rel="modulepreload">`s for its imports. Before the first paint the
 * browser fetches nothing but the stylesheet and the boot script; the boot script fetches, evaluates and hydrates
 * the app after that paint (ADR 0047, ADR 0051). The dev server is unchanged.
 */
export function paintBeforeHydration(): Plugin {
  let bootRef = "";
  return {
    name: "nullspace:paint-before-hydration",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildStart() {
      bootRef = this.emitFile({ type: "chunk", id: BOOT_MODULE, name: "boot" });
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const boot = Object.values(bundle).find(
          (c) => c.type === "chunk" && c.facadeModuleId?.endsWith(BOOT_MODULE),
        );
        if (!boot || !bootRef) throw new Error(`paintBeforeHydration: ${BOOT_MODULE} was not emitted`);
        if (boot.type === "chunk" && boot.imports.length > 0)
          throw new Error(
            `paintBeforeHydration: ${BOOT_MODULE} must stay dependency-free, it imports ${boot.imports.join(", ")}`,
          );
        const tag = new RegExp(`<script type="module" crossorigin src="/${entry.fileName}"></script>`);
        if (!tag.test(html))
          throw new Error(`paintBeforeHydration: no <script> for ${entry.fileName} in index.html`);
        // The chunks the entry imports (React's), which Vite preloads: the boot script preloads and evaluates them
        // first, after the paint (ADR 0051), so the document itself requests nothing but the stylesheet and the boot script.
        const deps: string[] = [];
        const withoutDeps = html.replace(
          /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
          (_tag, href: string) => {
            deps.push(href);
            return "";
          },
        );
        return withoutDeps.replace(
          tag,
          `<script type="module" crossorigin src="/${boot.fileName}" data-app-entry="/${entry.fileName}" data-app-deps="${deps.join(" ")}"></script>`,
        );
      },
    },
  };
}
