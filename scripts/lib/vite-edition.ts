import { existsSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import type { Locale } from "../../content/locales";
import { KOREAN_FONT_PRELOAD } from "../../app/lib/font-faces";

/**
 * One build per edition. In the Korean build every module under content/ that has a Korean sibling (the same path
 * under content/ko/) is replaced by it, wherever it is imported from, so the Korean pages carry only Korean text
 * and nothing of the English; modules without text (schemas, helpers) are shared. Imports made by the Korean
 * modules themselves are left alone (they import the English modules' types and helpers). The English build is
 * untouched. The document's `lang` follows the edition; Korean pages preload their font.
 */
export function editionModules(locale: Locale, root = process.cwd()): Plugin {
  const content = path.join(root, "content") + path.sep;
  const korean = path.join(content, "ko") + path.sep;
  return {
    name: "nullspace:edition",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (locale === "en" || !importer || importer.startsWith(korean)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      const id = resolved.id.split("?", 1)[0] ?? resolved.id;
      if (!id.startsWith(content) || id.startsWith(korean)) return null;
      const sibling = path.join(korean, path.relative(content, id));
      return existsSync(sibling) ? sibling : null;
    },
    transformIndexHtml(html) {
      // Korean pages wait for their font (app/styles.css), so it is requested with the document, not after the CSS;
      // the prerender swaps this for the page's own inline subset. English pages preload nothing: their first paint
      // needs only the HTML and the stylesheet.
      html = html.replace('<html lang="en">', () => `<html lang="${locale}">`);
      return locale === "ko"
        ? html.replace("<!--app-head-->", () => `${KOREAN_FONT_PRELOAD}\n    <!--app-head-->`)
        : html;
    },
  };
}
