import { describe, expect, it } from "vitest";
import { resolvePath } from "../../content/resolve";
import type { RouteChunks } from "../../content/schemas/route-chunks";
import { chunksFor, withRouteChunks } from "./route-chunks";

const map: RouteChunks = {
  pages: {
    home: ["/assets/home.js", "/assets/icon.js"],
    research: ["/assets/research.js", "/assets/logo.js"],
  },
  header: ["/assets/site-header.js", "/assets/logo.js"],
};
const template = `<script data-app-entry="/assets/index.js" data-app-deps="">boot()</script>`;

describe("route chunks", () => {
  it("lists the page's chunks, and the inner header's on every route but home, once each", () => {
    expect(chunksFor(map, resolvePath("/"))).toEqual(["/assets/home.js", "/assets/icon.js"]);
    expect(chunksFor(map, resolvePath("/research"))).toEqual([
      "/assets/research.js",
      "/assets/logo.js",
      "/assets/site-header.js",
    ]);
  });

  it("lists nothing of its own for a page kind the map does not know", () => {
    expect(chunksFor(map, resolvePath("/labs"))).toEqual(["/assets/site-header.js", "/assets/logo.js"]);
  });

  it("writes the list into the page script's tag, and leaves the HTML alone for an empty list", () => {
    expect(withRouteChunks(template, ["/assets/a-1.js", "/assets/b_2.js"])).toBe(
      `<script data-route-chunks="/assets/a-1.js /assets/b_2.js" data-app-entry="/assets/index.js" data-app-deps="">boot()</script>`,
    );
    expect(withRouteChunks(template, [])).toBe(template);
  });

  it("refuses a template without the page script's tag and anything that is not an asset path", () => {
    expect(() => withRouteChunks("<html></html>", ["/assets/a.js"])).toThrow(/data-app-entry/);
    expect(() => withRouteChunks(template, ['/assets/a.js" onload="x'])).toThrow(/not an asset path/);
  });
});
