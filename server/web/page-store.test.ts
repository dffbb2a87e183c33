import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { loadPageFile } from "./page-store";

describe("loadPageFile", () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const page = (html: string, variants: { gz?: Buffer; br?: Buffer }) => {
    const dir = mkdtempSync(path.join(tmpdir(), "page-store-"));
    dirs.push(dir);
    const file = path.join(dir, "index.html");
    writeFileSync(file, html);
    if (variants.gz) writeFileSync(`${file}.gz`, variants.gz);
    if (variants.br) writeFileSync(`${file}.br`, variants.br);
    return loadPageFile(file);
  };

  it("keeps the build's variants when they hold the page", () => {
    const gz = gzipSync("<p>fresh</p>");
    const br = brotliCompressSync("<p>fresh</p>");
    const loaded = page("<p>fresh</p>", { gz, br });
    expect(loaded.gz.equals(gz)).toBe(true);
    expect(loaded.br.equals(br)).toBe(true);
    expect(loaded.raw().toString()).toBe("<p>fresh</p>");
  });

  it("compresses the page afresh when the gzip variant is stale or damaged (it also serves clients without gzip)", () => {
    for (const gz of [gzipSync("<p>stale</p>"), Buffer.from("not gzip at all, but long enough")]) {
      const loaded = page("<p>fresh</p>", { gz });
      expect(gunzipSync(loaded.gz).toString()).toBe("<p>fresh</p>");
      expect(loaded.raw().toString()).toBe("<p>fresh</p>");
    }
  });

  it("compresses the page afresh when the brotli variant is stale or damaged", () => {
    for (const br of [brotliCompressSync("<p>stale</p>"), Buffer.from("not brotli at all")]) {
      const loaded = page("<p>fresh</p>", { br });
      expect(brotliDecompressSync(loaded.br).toString()).toBe("<p>fresh</p>");
    }
  });

  it("compresses the page itself when the build left no variants", () => {
    const loaded = page("<p>only html</p>", {});
    expect(loaded.raw().toString()).toBe("<p>only html</p>");
    expect(brotliDecompressSync(loaded.br).toString()).toBe("<p>only html</p>");
  });
});
