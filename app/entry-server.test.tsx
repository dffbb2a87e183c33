import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { escapeHtml } from "../content/html";
import { resolvePath } from "../content/resolve";
import { render } from "./entry-server";
import { site } from "./lib/site";

const template = `<!doctype html>
<html lang="en">
  <head>
    <!--app-head-->
    <script data-app-entry="/assets/index.js" data-app-deps="">boot()</script>
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-state-->
  </body>
</html>`;

const noData = () => Promise.reject(new Error("an unknown path asks for no data"));
const count = (html: string, text: string) => html.split(text).length - 1;

describe("the server render of any path", () => {
  it("is one clean document whose canonical link is the escaped path", async () => {
    // Paths a visitor or a crawler can send, including the characters String.replace expands ($&, $`, $').
    const segment = fc.string({ unit: "grapheme", maxLength: 12 }).map((s) => s.replace(/[/?#]/g, ""));
    const path = fc
      .array(fc.oneof(segment, fc.constantFrom("$&", "$`", "$'", "$$", "<!--app-html-->", '"><script>')), {
        minLength: 1,
        maxLength: 4,
      })
      .map((parts) => `/${parts.join("/")}`);
    await fc.assert(
      fc.asyncProperty(path, async (p) => {
        const { html, status } = await render(p, template, noData);
        expect(count(html, "<!doctype html>")).toBe(1);
        expect(count(html, "<head>")).toBe(1);
        expect(count(html, "<body>")).toBe(1);
        const canonical = resolvePath(p).canonical;
        expect(html).toContain(
          `<link rel="canonical" href="${escapeHtml(`${site.siteUrl}${canonical}`)}" />`,
        );
        expect(html).not.toContain("<script>alert");
        expect([200, 404]).toContain(status);
      }),
      { numRuns: 150 },
    );
  });

  it("renders the path that once duplicated the document six times as one document", async () => {
    const { html, status } = await render("/x$`y", template, noData);
    expect(status).toBe(404);
    expect(count(html, "<!doctype html>")).toBe(1);
    expect(count(html, "<head>")).toBe(1);
  });
});
