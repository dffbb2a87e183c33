import { describe, expect, it } from "vitest";
import { routeChunksFromManifest, type ViteManifest } from "./startup";

/** The shape of a real client manifest (`vite build` with `build.manifest`), reduced to a few chunks. */
const manifest: ViteManifest = {
  "index.html": { file: "assets/index-E.js", isEntry: true, imports: ["_react-R.js"] },
  "app/boot.ts": { file: "assets/boot-B.js", isEntry: true },
  "_react-R.js": { file: "assets/react-R.js" },
  "_logo-L.js": { file: "assets/logo-L.js", imports: ["_react-R.js", "_icon-I.js"] },
  "_icon-I.js": { file: "assets/icon-I.js", imports: ["index.html"] },
  "app/pages/home.tsx": { file: "assets/home-H.js", imports: ["index.html", "_logo-L.js"] },
  "app/pages/research.tsx": { file: "assets/research-S.js", imports: ["_icon-I.js", "_react-R.js"] },
  "app/layout/site-header.tsx": { file: "assets/site-header-X.js", imports: ["_logo-L.js"] },
  "content/data/details/ckks.ts": { file: "assets/ckks-C.js" },
};

describe("routeChunksFromManifest", () => {
  const chunks = routeChunksFromManifest(manifest);

  it("gives each page module its chunk and static imports, transitively, without what the entries load", () => {
    expect(chunks.pages).toEqual({
      home: ["/assets/icon-I.js", "/assets/logo-L.js", "/assets/home-H.js"],
      research: ["/assets/icon-I.js", "/assets/research-S.js"],
    });
    expect(chunks.header).toEqual(["/assets/icon-I.js", "/assets/logo-L.js", "/assets/site-header-X.js"]);
  });

  it("lists a chunk after every chunk it imports, the order the browser evaluates them in", () => {
    const deep: ViteManifest = {
      ...manifest,
      "app/pages/labs.tsx": { file: "assets/labs-B.js", imports: ["_card-C.js", "_logo-L.js"] },
      "_card-C.js": { file: "assets/card-C.js", imports: ["_logo-L.js", "_cn-N.js"] },
      "_cn-N.js": { file: "assets/cn-N.js" },
    };
    const labs = routeChunksFromManifest(deep).pages.labs ?? [];
    expect(labs).toEqual([
      "/assets/icon-I.js",
      "/assets/logo-L.js",
      "/assets/cn-N.js",
      "/assets/card-C.js",
      "/assets/labs-B.js",
    ]);
    const imports = Object.fromEntries(Object.values(deep).map((c) => [`/${c.file}`, c]));
    for (const [i, file] of labs.entries())
      for (const dep of imports[file]?.imports ?? []) {
        const depFile = `/${deep[dep]?.file}`;
        if (labs.includes(depFile)) expect(labs.indexOf(depFile)).toBeLessThan(i);
      }
  });

  it("ends on an import cycle between chunks instead of recursing forever", () => {
    const cyclic: ViteManifest = {
      ...manifest,
      "_icon-I.js": { file: "assets/icon-I.js", imports: ["_logo-L.js"] },
    };
    expect(routeChunksFromManifest(cyclic).header).toEqual([
      "/assets/icon-I.js",
      "/assets/logo-L.js",
      "/assets/site-header-X.js",
    ]);
  });

  it("fails the build on an import the manifest does not have", () => {
    const broken: ViteManifest = {
      ...manifest,
      "_logo-L.js": { file: "assets/logo-L.js", imports: ["_gone.js"] },
    };
    expect(() => routeChunksFromManifest(broken)).toThrow(/no chunk "_gone.js"/);
  });

  it("fails the build when the inner-page header is not a chunk of its own", () => {
    const { "app/layout/site-header.tsx": _header, ...rest } = manifest;
    expect(() => routeChunksFromManifest(rest)).toThrow(/site-header/);
  });
});
