import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { digestOf, loadPageFile, precompressedManifest, readPrecompressed } from "./page-store";

describe("page store", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-store-"));
    dirs.push(dir);
    return dir;
  };
  /** A page with the given variants beside it, loaded with the manifest entry `digest`. */
  const page = (html: string, variants: { gz?: Buffer; br?: Buffer }, digest: string | undefined) => {
    const file = path.join(tempDir(), "index.html");
    writeFileSync(file, html);
    if (variants.gz) writeFileSync(`${file}.gz`, variants.gz);
    if (variants.br) writeFileSync(`${file}.br`, variants.br);
    return loadPageFile(file, digest);
  };
  const fresh = "<p>fresh</p>";
  const built = { gz: gzipSync(fresh), br: brotliCompressSync(fresh) };

  it("keeps the build's variants when the manifest says they were made from this page", () => {
    const loaded = page(fresh, built, digestOf(Buffer.from(fresh)));
    expect(loaded.gz.equals(built.gz)).toBe(true);
    expect(loaded.br.equals(built.br)).toBe(true);
    expect(loaded.raw().toString()).toBe(fresh);
  });

  it("compresses the page afresh when its variants were made from another version of it", () => {
    const stale = { gz: gzipSync("<p>stale</p>"), br: brotliCompressSync("<p>stale</p>") };
    const loaded = page(fresh, stale, digestOf(Buffer.from("<p>stale</p>")));
    expect(gunzipSync(loaded.gz).toString()).toBe(fresh);
    expect(brotliDecompressSync(loaded.br).toString()).toBe(fresh);
    expect(loaded.raw().toString()).toBe(fresh);
  });

  it("compresses the page afresh when the manifest does not list it or a variant is missing", () => {
    for (const [variants, digest] of [
      [built, undefined],
      [{ gz: built.gz }, digestOf(Buffer.from(fresh))],
    ] as const) {
      const loaded = page(fresh, variants, digest);
      expect(brotliDecompressSync(loaded.br).toString()).toBe(fresh);
      expect(loaded.raw().toString()).toBe(fresh);
    }
  });

  it("reads the build's manifest, and takes a missing or damaged one as empty", () => {
    const dir = path.join(tempDir(), "client");
    expect(readPrecompressed(dir).size).toBe(0);
    writeFileSync(precompressedManifest(dir), "{not json");
    expect(readPrecompressed(dir).size).toBe(0);
    writeFileSync(precompressedManifest(dir), JSON.stringify({ "index.html": 3 }));
    expect(readPrecompressed(dir).size).toBe(0);
  });
});
