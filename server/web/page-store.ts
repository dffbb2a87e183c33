import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** A prerendered page held in memory with its precompressed variants. */
export interface PageFile {
  raw: Buffer;
  br: Buffer;
  gz: Buffer;
  etag: string;
}

function readVariant(file: string, suffix: ".br" | ".gz", raw: Buffer): Buffer {
  const compressed = `${file}${suffix}`;
  if (existsSync(compressed)) return readFileSync(compressed);
  return suffix === ".br"
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(raw, { level: 6 });
}

export function loadPageFile(file: string): PageFile {
  const raw = readFileSync(file);
  return {
    raw,
    br: readVariant(file, ".br", raw),
    gz: readVariant(file, ".gz", raw),
    etag: `"${createHash("sha1").update(raw).digest("base64url").slice(0, 22)}"`,
  };
}

/** Every `<dir>/index.html` under the client build, keyed by its route path ("/", "/research", ...). */
export function loadPages(clientDir: string): Map<string, PageFile> {
  const pages = new Map<string, PageFile>();
  if (!existsSync(clientDir)) return pages;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "assets") walk(full);
      } else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.set(rel === "" ? "/" : `/${rel}`, loadPageFile(full));
      }
    }
  };
  walk(clientDir);
  return pages;
}
