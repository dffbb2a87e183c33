import type { Plugin } from "vite";

const BOOT_MODULE = "app/boot.ts";

/**
 * Production builds only: the app's entry chunk is no longer a `<script>` of the document but a
 * `<link rel="modulepreload" data-app-entry>` (downloaded and compiled in parallel with the stylesheet, not
 * evaluated), and a tiny boot script (`app/boot.ts`) imports it once the browser has painted the prerendered HTML.
 * Evaluating React and hydrating therefore never sits in front of the first paint. The dev server is unchanged.
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
        return html
          .replace(
            tag,
            `<link rel="modulepreload" crossorigin href="/${entry.fileName}" fetchpriority="low" data-app-entry>\n    <script type="module" crossorigin src="/${boot.fileName}"></script>`,
          )
          .replace(
            // The chunks the entry imports (React's): preloaded the same way; the boot script evaluates them first.
            /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
            '<link rel="modulepreload" crossorigin href="$1" fetchpriority="low" data-app-dep>',
          );
      },
    },
  };
}
