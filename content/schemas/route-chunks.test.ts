import { describe, expect, it } from "vitest";
import { parseRouteChunks } from "./route-chunks";

describe("parseRouteChunks (dist/ssr/route-chunks.json)", () => {
  it("reads what the build writes", () => {
    const text = JSON.stringify({ pages: { home: ["/assets/home.js"] }, header: ["/assets/site-header.js"] });
    expect(parseRouteChunks(text, "f.json")).toEqual({
      pages: { home: ["/assets/home.js"] },
      header: ["/assets/site-header.js"],
    });
  });

  it("names the file when it is not JSON or not the expected shape", () => {
    expect(() => parseRouteChunks("{", "dist/ssr/route-chunks.json")).toThrow(
      /route-chunks.json is not JSON/,
    );
    expect(() => parseRouteChunks('{"pages":{"home":"x"}}', "f.json")).toThrow(/f.json is not valid/);
  });
});
