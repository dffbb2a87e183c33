import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadPages, readPrecompressed } from "../../server/web/page-store";
import { precompress } from "./compress";

describe("precompress", () => {
  let root = "";
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("writes the variants and the manifest the server serves them by, keyed by each page's path", () => {
    root = mkdtempSync(path.join(tmpdir(), "precompress-"));
    const dir = path.join(root, "client");
    const html = `<!doctype html><p>${"research ".repeat(60)}</p>`;
    mkdirSync(path.join(dir, "ko", "research"), { recursive: true });
    writeFileSync(path.join(dir, "index.html"), html);
    writeFileSync(path.join(dir, "ko", "research", "index.html"), html.replace("research", "연구"));
    writeFileSync(path.join(dir, "tiny.txt"), "too small to compress");
    expect(precompress(dir).files).toBe(2);
    const digests = readPrecompressed(dir);
    expect([...digests.keys()].sort()).toEqual(["index.html", "ko/research/index.html"]);
    const pages = loadPages(dir);
    const research = pages.get("/ko/research");
    expect(research?.br.equals(readFileSync(path.join(dir, "ko", "research", "index.html.br")))).toBe(true);
    expect(pages.get("/")?.gz.equals(readFileSync(path.join(dir, "index.html.gz")))).toBe(true);
  });
});
